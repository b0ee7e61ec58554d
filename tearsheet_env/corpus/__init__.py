"""The corpus of real agents' rollouts (SPEC §10, docs/corpus.md): LLM agents that read only the
system prompt did tasks through `tearsheet-env play`, and readers who never read the rubric
audited every finding the rubric made on them. It is the precision instrument of the reward:
`audit.py` builds the packets the readers audit and reads their verdicts back, `figures.py`
computes what the corpus says of the rubric (false-penalty share, careful rewards, the order
of styles, real errors missed)."""
