/**
 * The research tools for pi: `websearch` and `fetch`, backed by ONE long-lived
 * `tearsheet-env tool serve --stdio` per pi run, so pi sees the same world, `[N]` source
 * numbering, replay cache and budgets as the verifiers environment.
 *
 * The Python run manager (tearsheet_env/pi/) starts pi with TEARSHEET_TOOL_COMMAND, a JSON array
 * (argv of the tool server). Requests go out one at a time, in call order (the server answers
 * lines in order), so source numbering never depends on how pi schedules parallel calls. The
 * tool result text is the server's response line unchanged: exactly the JSON a verifiers
 * rollout's tool message holds, so the transcript scores with the same rubric.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import type { ExtensionAPI } from "@earendil-works/pi-coding-agent";

type Pending = { resolve: (line: string) => void; reject: (err: Error) => void };

class ToolServer {
	private child: ChildProcessWithoutNullStreams | null = null;
	private buffer = Buffer.alloc(0);
	private waiting: Pending[] = [];
	private chain: Promise<unknown> = Promise.resolve();
	private stderrTail = "";

	start(): void {
		if (this.child) return;
		const raw = process.env.TEARSHEET_TOOL_COMMAND;
		if (!raw) throw new Error("TEARSHEET_TOOL_COMMAND is not set (start pi through tearsheet-env)");
		const argv = JSON.parse(raw) as string[];
		const child = spawn(argv[0], argv.slice(1), { stdio: ["pipe", "pipe", "pipe"] });
		this.child = child;
		// strict LF framing on bytes: never a line reader that also splits on U+2028/U+2029
		child.stdout.on("data", (chunk: Buffer) => {
			this.buffer = Buffer.concat([this.buffer, chunk]);
			let nl = this.buffer.indexOf(0x0a);
			while (nl >= 0) {
				const line = this.buffer.subarray(0, nl).toString("utf8").replace(/\r$/, "");
				this.buffer = this.buffer.subarray(nl + 1);
				this.waiting.shift()?.resolve(line);
				nl = this.buffer.indexOf(0x0a);
			}
		});
		child.stderr.on("data", (chunk: Buffer) => {
			this.stderrTail = (this.stderrTail + chunk.toString("utf8")).slice(-2000);
		});
		child.on("exit", (code) => {
			const why = new Error(`the tool server exited (code ${code}): ${this.stderrTail.trim()}`);
			for (const p of this.waiting.splice(0)) p.reject(why);
			this.child = null;
		});
	}

	/** One request, answered in order; the chain serializes calls. */
	call(request: Record<string, unknown>): Promise<string> {
		const next = this.chain.then(
			() =>
				new Promise<string>((resolve, reject) => {
					this.start();
					this.waiting.push({ resolve, reject });
					this.child!.stdin.write(`${JSON.stringify(request)}\n`);
				}),
		);
		this.chain = next.catch(() => undefined);
		return next;
	}

	stop(): void {
		this.child?.stdin.end();
		this.child = null;
	}
}

export default function (pi: ExtensionAPI) {
	const server = new ToolServer();

	pi.on("session_start", async () => {
		server.start(); // warm the world while the model writes its first turn
	});
	pi.on("session_shutdown", async () => {
		server.stop();
	});

	const respond = async (request: Record<string, unknown>) => {
		const line = await server.call(request);
		let ok = false;
		try {
			ok = JSON.parse(line)?.ok === true;
		} catch {
			ok = false;
		}
		return { content: [{ type: "text" as const, text: line }], details: { ok }, isError: !ok };
	};

	// names, descriptions and JSON schemas come from the Python environment's own tool
	// definitions (TEARSHEET_TOOL_SPECS), so pi's model sees exactly what a verifiers model sees
	const specs = JSON.parse(process.env.TEARSHEET_TOOL_SPECS ?? "[]") as Array<{
		name: string;
		description: string;
		parameters: Record<string, unknown>;
	}>;
	for (const spec of specs) {
		pi.registerTool({
			name: spec.name,
			label: spec.name,
			description: spec.description,
			promptSnippet: spec.description.split(". ")[0],
			parameters: spec.parameters as never,
			executionMode: "sequential",
			async execute(_id, params) {
				return respond({ tool: spec.name, ...(params as Record<string, unknown>) });
			},
		});
	}
}
