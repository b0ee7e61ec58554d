"""The pi adapter (SPEC §12): pi (npm `@earendil-works/pi-coding-agent`) researching the closed
world through the environment's own tools, guarded, scored by the same rubric.

- `install`: the project-local pi + Node install (`tearsheet-env pi install`);
- `config`: the run's pi configuration (models.json, system prompt, tool specs);
- `rpc`: the asyncio JSONL client of `pi --mode rpc`;
- `runner`: `run_research_stream()` / `run_research()`;
- `transcript`: pi's transcript → the environment's rollout format;
- `audit`: the 10-section audit; `events`: the typed run events.
"""
