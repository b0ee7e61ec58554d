"""The world's on-disk page store (`world/page_store.py`, `world/store.py`): its content is the
JSONL files', built the same in any folder, read on demand through bounded caches, and made
from the JSONL files for a folder that lacks it (also where the folder is read-only)."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tearsheet_env.world import build_world, load_world
from tearsheet_env.world.model import Company, Document
from tearsheet_env.world.page_store import STORE_FILE, logical_digest
from tearsheet_env.world.store import DOCUMENT_CACHE, World


def _lines(folder: Path, name: str) -> list[bytes]:
    return (folder / name).read_bytes().splitlines()


@pytest.fixture(scope="module")
def small(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_world(seed=11, companies=24, out=tmp_path_factory.mktemp("store") / "w")


def test_store_content_is_the_jsonl_content_in_file_order(small: Path) -> None:
    world = World(small)
    docs = [Document.model_validate_json(line) for line in _lines(small, "documents.jsonl")]
    companies = [Company.model_validate_json(line) for line in _lines(small, "companies.jsonl")]
    assert list(world.documents) == docs
    assert [world.documents[i] for i in range(len(docs))] == docs
    assert world.documents[-1] == docs[-1] and world.documents[2:5] == docs[2:5]
    assert list(world.companies) == companies
    assert [world.company(c.id) for c in companies] == companies
    assert world.tasks("eval") == [c for c in companies if c.split == "eval"]
    assert dict(world.truths()) == {c.id: c.truth for c in companies}


def test_lookups_agree_with_a_scan_of_the_pages(small: Path) -> None:
    world = World(small)
    docs = [Document.model_validate_json(line) for line in _lines(small, "documents.jsonl")]
    for d in docs:
        assert world.document(d.id) == d
        assert world.document_by_url(d.url) == d
        if not d.url.endswith("/"):  # the two spellings of one address find the same page
            assert world.document_by_url(d.url + "/") == d
    assert world.document_by_url("https://nowhere.test/x") is None
    assert world.document("no-such-id") is None
    for c in world.company_summaries():
        own = [d for d in docs if d.company_id == c.id]
        reports = [d for d in docs if d.company_id is None
                   and any(a.subject == c.id for a in d.assertions)]
        assert world.documents_of(c.id) == own + reports
        assert world.documents_about(c.id) == [
            d for d in docs if any(a.subject == c.id for a in d.assertions)]
    with pytest.raises(KeyError):
        world.company("c99999")
    with pytest.raises(IndexError):
        world.documents[len(docs)]


def test_same_world_same_store_content_in_any_folder(small: Path, tmp_path: Path) -> None:
    from tearsheet_env.world.build import content_hash

    assert World(small).manifest.content_hash == content_hash(small)  # hashed while written
    other = build_world(seed=11, companies=24, out=tmp_path / "elsewhere" / "w")
    assert logical_digest(other / STORE_FILE) == logical_digest(small / STORE_FILE)
    different = build_world(seed=12, companies=24, out=tmp_path / "w12")
    assert logical_digest(different / STORE_FILE) != logical_digest(small / STORE_FILE)


def test_parsed_pages_stay_within_the_cache_bound(small: Path) -> None:
    world = World(small)
    n = len(world.documents)
    for _ in range(max(1, DOCUMENT_CACHE // n + 2)):
        for i in range(n):
            world.documents[i]
    assert world._document_at.cache_info().currsize <= min(n, DOCUMENT_CACHE)
    world.cache_clear()
    assert sum(1 for _ in world.documents) == n  # a scan goes past the cache
    assert world._document_at.cache_info().currsize == 0


def test_serving_reads_only_the_pages_it_is_asked_for(small: Path) -> None:
    """Opening the tools and the rubric's world index parses no page; a search and a fetch
    parse only the pages they answer with."""
    from rubric.world_index import WorldIndex
    from tearsheet_env.tools.research_tools import ResearchTools

    world = World(small)
    tools = ResearchTools("world", world=world)
    index = WorldIndex.build(world)
    assert world._document_at.cache_info().currsize == 0
    company = world.company_summaries()[0]
    hits = tools.websearch(company.name, 5)["results"]
    page = tools.fetch(hits[0]["url"])
    assert page["ok"] and index.document(hits[0]["url"]).url == hits[0]["url"]
    assert index.companies[company.id].name == company.name
    assert 0 < world._document_at.cache_info().currsize <= 10 < len(world.documents)


def test_a_world_folder_without_a_store_gets_one(small: Path, tmp_path: Path) -> None:
    old = tmp_path / "old"
    shutil.copytree(small, old)
    (old / STORE_FILE).unlink()
    world = World(old)
    assert (old / STORE_FILE).is_file()
    assert logical_digest(old / STORE_FILE) == logical_digest(small / STORE_FILE)
    assert world.documents[3] == World(small).documents[3]


def test_a_read_only_world_folder_without_a_store_is_served_from_the_cache(
        small: Path, tmp_path: Path) -> None:
    if os.geteuid() != 0 or shutil.which("unshare") is None:
        pytest.skip("a read-only mount needs root and unshare (root ignores file modes)")
    old = tmp_path / "ro"
    shutil.copytree(small, old)
    (old / STORE_FILE).unlink()
    cache = tmp_path / "cache"
    probe = ("from tearsheet_env.world.store import World; import sys; "
             f"w = World({str(old)!r}); print(w.store.path); print(w.documents[0].id)")
    script = (f"mount --bind -o ro {old} {old} && touch {old}/probe 2>/dev/null && exit 99; "
              f"exec {sys.executable} -c {shlex.quote(probe)}")
    proc = subprocess.run(["unshare", "-m", "sh", "-c", script], capture_output=True,
                          text=True, env={**os.environ, "TEARSHEET_ENV_CACHE": str(cache)},
                          timeout=120)
    if proc.returncode != 0 and "mount" in proc.stderr and "permission" in proc.stderr.lower():
        pytest.skip(f"this sandbox refuses mounts: {proc.stderr.strip()}")
    assert proc.returncode == 0, proc.stderr
    store_path, first_id = proc.stdout.split()
    assert Path(store_path).is_relative_to(cache) and not (old / STORE_FILE).exists()
    assert first_id == World(small).documents[0].id
    assert logical_digest(Path(store_path)) == logical_digest(small / STORE_FILE)


def test_load_world_shares_one_world_per_folder(small: Path) -> None:
    assert load_world(small) is load_world(Path(str(small)))
    assert json.loads((small / "manifest.json").read_text())["documents"] == len(
        load_world(small).documents)


def test_the_world_cache_is_keyed_by_the_generator_s_code(tmp_path: Path) -> None:
    """A world built by an earlier state of the generator under the same version is never
    read as this one's: the cache folder names a digest of the world package's modules."""
    from tearsheet_env.world import build

    package = Path(build.__file__).parent
    same, reworded = tmp_path / "same", tmp_path / "reworded"
    for copy in (same, reworded):
        copy.mkdir()
        for path in package.glob("*.py"):
            (copy / path.name).write_bytes(path.read_bytes())
    (reworded / "library.py").write_text((package / "library.py").read_text() + "\n# reworded\n")
    assert build.source_digest(same) == build.source_digest()
    assert build.source_digest(reworded) != build.source_digest()
    assert build.cache_path().name.endswith(f"-{build.source_digest()}")
