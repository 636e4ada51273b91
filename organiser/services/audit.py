"""The audit log: every change to an event, with its time and the reason given."""

from __future__ import annotations

import json

from sqlalchemy import select
from sqlmodel import col

from organiser.services._support import resolve_event_id
from organiser.services.dto import AuditEntry
from organiser.store.db import Store
from organiser.store.models import AuditRow


def list_audit(
    store: Store,
    event_id: int | None = None,
    *,
    action: str | None = None,
    limit: int | None = None,
    all_events: bool = False,
) -> list[AuditEntry]:
    """Audit entries, oldest first (the last ``limit`` ones when given).

    ``all_events`` lists the whole file, including lines about deleted events.
    """
    with store.unit(write=False) as s:
        q = select(AuditRow)
        if not all_events:
            q = q.where(col(AuditRow.event_id) == resolve_event_id(s, event_id))
        if action:
            q = q.where(col(AuditRow.action) == action)
        q = q.order_by(col(AuditRow.id).desc())
        if limit is not None:
            q = q.limit(limit)
        rows = list(s.scalars(q))
        rows.reverse()
        return [
            AuditEntry(
                id=r.id or 0,
                event_id=r.event_id,
                at=r.at,
                action=r.action,
                detail=json.loads(r.detail or "{}"),
                reason=r.reason,
                station=r.station,
            )
            for r in rows
        ]
