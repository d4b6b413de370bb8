/**
 * The team tree's closure table (0018): a row per (ancestor, descendant) at any depth, and a depth-0
 * row of every member to itself. Kept by triggers on `members` (migration.ts); never written here.
 */
export interface TeamPathsTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

export interface AgentTables {
  team_paths: TeamPathsTable;
}
