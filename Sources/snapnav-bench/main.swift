import Foundation
import SnapNavCore
import SnapNavSDL

/// Prints to standard error.
func report(_ message: String) {
    StandardError.write(message)
}

switch CommandLine.arguments.dropFirst().first {
case BareWindow.flag: exit(BareWindow.run(drawing: false))
case BareWindow.drawingFlag: exit(BareWindow.run(drawing: true))
default: break
}

let settings: BenchSettings
do {
    settings = try BenchSettings.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    report("snapnav-bench: \(error)\n\n\(BenchSettings.usage)")
    exit(2)
}
guard let assets = AssetLocator.assetsDirectory() else {
    report("snapnav-bench: cannot find the Assets directory; set SNAPNAV_ASSETS to its path")
    exit(1)
}
guard FileManager.default.isExecutableFile(atPath: settings.appPath) else {
    report("snapnav-bench: no snapnav executable at \(settings.appPath); build it or pass --app PATH")
    exit(1)
}

var results = Report(settings: settings)
let suite = BenchSuite(settings: settings, assetsDirectory: assets)
do {
    for run in 1...settings.runs {
        report("snapnav-bench: run \(run) of \(settings.runs)")
        results.runs.append(try suite.run(notes: &results.notes))
    }
    try results.writeJSON(to: settings.jsonPath)
} catch {
    report("snapnav-bench: \(error)")
    exit(1)
}
print(results.table)
print("")
for (name, note) in results.notes.sorted(by: { $0.key < $1.key }) { print("\(name): \(note)") }
print("results: \(settings.jsonPath)")
if settings.only.isEmpty && !results.unmeasured.isEmpty {
    report("snapnav-bench: nothing measured for \(results.unmeasured.joined(separator: ", "))")
    exit(1)
}
