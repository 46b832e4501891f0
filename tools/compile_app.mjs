// Compile Python source files to bytecode with the page's own Python: the vendored Pyodide, run by Node.
// Called by tools/compile_app.py:  node tools/compile_app.mjs PYODIDE_DIR WORK_DIR
// WORK_DIR holds manifest.json, a list of [source file, name the code reports, bytecode file], paths
// relative to WORK_DIR ("{stdlib}" in a name stands for the page's standard library archive). Each
// bytecode file is an unchecked hash-based .pyc (PEP 552): the import system uses it without looking at
// the source, which stays beside it as the fallback. Prints one JSON line: the modules Pyodide itself
// imported while it started.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, workDir] = process.argv.slice(2).map((path) => resolve(path));
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, stdout: () => {}, stderr: (line) => console.error(line) });
// what Pyodide imported while it started, before anything of ours
const started = pyodide.runPython("import sys; sorted(sys.modules)").toJs();
pyodide.FS.mkdirTree("/work");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: workDir }, "/work");
pyodide.globals.set("manifest", readFileSync(`${workDir}/manifest.json`, "utf-8"));
pyodide.globals.set("started", started);
const result = pyodide.runPython(`
import json, os, py_compile, sys
stdlib = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip"
for source, name, target in json.loads(manifest):
    name = name.replace("{stdlib}", stdlib)
    os.makedirs(os.path.dirname(os.path.join("/work", target)), exist_ok=True)
    py_compile.compile(os.path.join("/work", source), cfile=os.path.join("/work", target), dfile=name, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
json.dumps({"started": list(started)})
`);
console.log(result);
