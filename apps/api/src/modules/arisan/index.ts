// The arisan core's face (docs/decisions/055-module-boundaries.md): its routes, the kinds' seam
// (docs/decisions/056-arisan-kinds.md), and what arisan barang builds on. Other modules and app.ts import
// the arisan only through this file.
export { arisanRoutes } from './arisan.routes.ts';
export { paidAmountSql, startedSql } from './arisan.sql.ts';
export { arisanNamesQuery, getArisan, isArisanStarted, lockArisan } from './arisans.service.ts';
export { recordAudit } from './audit.service.ts';
export { assertTakesPayments } from './closed-arisan.ts';
export { quotePayment, recordContribution } from './contributions.service.ts';
export { listDraws } from './draws.service.ts';
export { getSchedule, initializeContributions, scheduleOf, syncDues } from './dues.service.ts';
export { type ArisanKindRules, type KindStart, registerArisanKind } from './kinds.ts';
export { lateDuesSql, quoteTotal } from './late-fees.ts';
export { findOrCreateAccountMember } from './members.service.ts';
export { addArisanMember, lockMembership, removeArisanMember } from './memberships.service.ts';
