// The payments module's face (docs/decisions/055-module-boundaries.md): reading bank statements
// (docs/decisions/061-statement-matching.md). Imported from outside only through this file.
export { parseStatement } from './statements/parse-statement.ts';
export type { ParsedStatement, StatementCredit, StatementFormat } from './statements/statement-lines.ts';
