"""The run service (optional extra `[service]`): pi research runs over HTTP with SSE events.
See `app.py` and docs/pi.md."""
