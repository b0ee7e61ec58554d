"""Print the README's set-up commands, one a line: the non-comment lines of its first ```bash
block. CI runs exactly these, so the README and CI cannot drift apart."""

import re
import sys

text = open(sys.argv[1], encoding="utf-8").read()
block = re.search(r"```bash\n(.*?)```", text, re.S)
if block is None:
    sys.exit("README has no ```bash block")
for line in block.group(1).splitlines():
    if line.strip() and not line.lstrip().startswith("#"):
        print(line.strip())
