/**
 * The tool-call guard: every tool call pi's model makes passes here before it runs (pi's
 * `tool_call` hook), and anything outside the research contract is blocked with a reason the
 * model sees as the tool's result:
 *
 * - a tool outside the allow-list (TEARSHEET_ALLOWED_TOOLS, default read, websearch, fetch) —
 *   pi's own bash, edit and write stay registered so that such a call reaches this guard and is
 *   answered, rather than silently missing;
 * - a `read` of a protected path (TEARSHEET_PROTECTED_PATHS: pi's agent folder with models.json,
 *   the extensions, the run's registry and cache files) or of anything outside the readable roots
 *   (TEARSHEET_READ_ROOTS: the contract folder and the run's working folder);
 * - a research call past the run's call budget (TEARSHEET_MAX_TOOL_CALLS).
 *
 * Each reason is a typed JSON failure (`{"ok": false, "status": "refused" | "budget_exceeded",
 * "error": "blocked by the tearsheet-env tool guard: …"}`), the shape the environment's own
 * tool messages have. The guard registers the command `/tearsheet-guard`; the Python run manager refuses to prompt
 * a pi whose command list lacks it, so a run never proceeds unguarded.
 */
import { realpathSync } from "node:fs";
import { isAbsolute, resolve, sep } from "node:path";
import type { ExtensionAPI } from "@earendil-works/pi-coding-agent";

const list = (name: string, fallback: string[]): string[] => {
	const raw = process.env[name];
	if (!raw) return fallback;
	try {
		const value = JSON.parse(raw);
		return Array.isArray(value) ? value.map(String) : fallback;
	} catch {
		return fallback;
	}
};

/** The real path (symlinks resolved) of `path`, or its lexical absolute form if it does not exist. */
const real = (path: string): string => {
	try {
		return realpathSync(path);
	} catch {
		return resolve(path);
	}
};

const within = (path: string, root: string): boolean => path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);

export default function (pi: ExtensionAPI) {
	const allowed = new Set(list("TEARSHEET_ALLOWED_TOOLS", ["read", "websearch", "fetch"]));
	const research = new Set(["websearch", "fetch"]);
	const protectedPaths = list("TEARSHEET_PROTECTED_PATHS", []).map(real);
	const readRoots = list("TEARSHEET_READ_ROOTS", []).map(real);
	const maxCalls = Number.parseInt(process.env.TEARSHEET_MAX_TOOL_CALLS ?? "", 10);
	let researchCalls = 0;
	let blocked = 0;

	pi.registerCommand("tearsheet-guard", {
		description: "tearsheet-env tool-call guard (allow-list, protected paths, budget)",
		handler: async (_args, ctx) => {
			ctx.ui.notify(`guard: ${blocked} calls blocked, ${researchCalls} research calls`, "info");
		},
	});

	pi.on("tool_call", async (event, ctx) => {
		// the reason is the model's tool result: the same typed JSON failure the environment
		// answers such a call with (`refused` for an unknown tool, `budget_exceeded`), so the
		// rubric counts a blocked pi call exactly as it counts the verifiers rollout's
		const block = (reason: string, status = "refused") => {
			blocked += 1;
			const error = JSON.stringify(`blocked by the tearsheet-env tool guard: ${reason}`);
			return { block: true, reason: `{"ok": false, "status": "${status}", "error": ${error}}` };
		};
		const name = event.toolName;
		if (!allowed.has(name)) {
			return block(`the tool ${JSON.stringify(name)} is not allowed here; the only tools are ${[...allowed].join(", ")}`);
		}
		if (name === "read") {
			const input = event.input as { path?: unknown };
			const raw = typeof input.path === "string" ? input.path.replace(/^@/, "") : "";
			if (!raw) return block("read needs a path");
			const target = real(isAbsolute(raw) ? raw : resolve(ctx.cwd, raw));
			if (protectedPaths.some((p) => within(target, p))) {
				return block(`${raw} is a protected runtime file (agent configuration, extensions, source registry or cache); read the contract and your tool results instead`);
			}
			if (readRoots.length > 0 && !readRoots.some((root) => within(target, root))) {
				return block(`${raw} is outside the readable folders (${readRoots.join(", ")})`);
			}
		}
		if (research.has(name)) {
			if (Number.isFinite(maxCalls) && researchCalls >= maxCalls) {
				return block(`the research budget of ${maxCalls} tool calls is spent; write the report from what you have read`, "budget_exceeded");
			}
			researchCalls += 1;
		}
		return undefined;
	});
}
