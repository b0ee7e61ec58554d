"""Reading a built world folder into memory, with the lookups the tools and the rubric use."""

from __future__ import annotations

import gc
from pathlib import Path

from tearsheet_env.world.build import (
    DEFAULT_COMPANIES,
    DEFAULT_SEED,
    GENERATOR_VERSION,
    build_world,
    read_manifest,
)
from tearsheet_env.world.model import Company, Document, Manifest


class World:
    """A loaded closed world: companies with ground truth and documents with assertions."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        manifest = read_manifest(self.path)
        if manifest is None:
            raise FileNotFoundError(f"{self.path} is not a built world (no complete manifest.json, "
                                    f"companies.jsonl, documents.jsonl)")
        self.manifest: Manifest = manifest
        # Millions of small objects: the cyclic collector would rescan them over and over while
        # they are created (3x slower loads), and again at every later full collection. Pause
        # it while loading, then freeze what was loaded out of its reach (refcounting still
        # frees it when the world is dropped; these objects form no cycles).
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            with open(self.path / "companies.jsonl", "rb") as f:
                self.companies: list[Company] = [Company.model_validate_json(line) for line in f]
            with open(self.path / "documents.jsonl", "rb") as f:
                self.documents: list[Document] = [Document.model_validate_json(line)
                                                  for line in f]
        finally:
            if was_enabled:
                gc.enable()
        gc.freeze()
        self._company = {c.id: c for c in self.companies}
        self._url = {d.url: d for d in self.documents}
        self._doc = {d.id: d for d in self.documents}
        self._of: dict[str, list[Document]] = {}
        for d in self.documents:
            if d.company_id is not None:
                self._of.setdefault(d.company_id, []).append(d)
        # multi-company pages (market reports) belong to every company they assert facts of
        for d in self.documents:
            if d.company_id is None:
                for subject in dict.fromkeys(a.subject for a in d.assertions):
                    self._of.setdefault(subject, []).append(d)

    def company(self, company_id: str) -> Company:
        try:
            return self._company[company_id]
        except KeyError:
            raise KeyError(f"no company {company_id!r} in world {self.path}") from None

    def document(self, doc_id: str) -> Document | None:
        return self._doc.get(doc_id)

    def document_by_url(self, url: str) -> Document | None:
        return self._url.get(url) or self._url.get(url.rstrip("/")) or self._url.get(url + "/")

    def documents_of(self, company_id: str) -> list[Document]:
        """Documents about the company: its own pages, then market reports covering it."""
        return list(self._of.get(company_id, []))

    def tasks(self, split: str | None = None) -> list[Company]:
        """Task companies (every company of this generator is one), optionally by split."""
        return [c for c in self.companies if c.details.get("is_task", True)
                and (split is None or c.split == split)]

    def __repr__(self) -> str:
        m = self.manifest
        return (f"World({str(self.path)!r}, seed={m.seed}, companies={m.companies}, "
                f"documents={m.documents})")


def load_world(path: Path | None = None) -> World:
    """Load a world folder; None loads the default world, building it on first use."""
    if path is None:
        path = build_world(DEFAULT_SEED, DEFAULT_COMPANIES)
    return World(Path(path))


__all__ = ["World", "load_world", "GENERATOR_VERSION"]
