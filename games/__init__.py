"""Games: seats, the append-only event log, snapshots, the play services and API."""
