import { describe, expect, it } from 'vitest';
import { TOOL_NAMES, toolAt, toolsFor, WORKSPACE_TOOLS, workspaceToolPath } from './workspace-paths';

describe('workspace tools', () => {
  it('finds each tool by its own address segment, and nothing else', () => {
    for (const name of TOOL_NAMES) {
      expect(toolAt(WORKSPACE_TOOLS[name].segment)).toBe(name);
      expect(workspaceToolPath(name)).toBe(`/sarabun/${WORKSPACE_TOOLS[name].segment}`);
    }
    expect(toolAt('queue')).toBeNull();
    expect(toolAt(undefined)).toBeNull();
    expect(new Set(TOOL_NAMES.map((name) => WORKSPACE_TOOLS[name].segment)).size).toBe(TOOL_NAMES.length);
  });

  it('offers the registry tools only to people who keep a register', () => {
    expect(toolsFor(true)).toEqual(TOOL_NAMES);
    const everyone = toolsFor(false);
    expect(everyone).not.toContain('registerIncoming');
    expect(everyone).not.toContain('registers');
    expect(everyone.every((name) => (WORKSPACE_TOOLS[name].audience as string) === 'everyone')).toBe(true);
  });
});
