import Foundation
import SnapNavCore
import SnapNavSDL

/// Prints to standard error.
func report(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

let options: LaunchOptions
do {
    options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    report("snapnav: \(error)\n\n\(LaunchOptions.usage)")
    exit(2)
}
if options.showHelp {
    print(LaunchOptions.usage)
    exit(0)
}
guard let assets = AssetLocator.assetsDirectory() else {
    report("snapnav: cannot find the Assets directory (with DejaVuSans.ttf); set SNAPNAV_ASSETS to its path")
    exit(1)
}
if let directory = options.newPrototypeDirectory {
    do {
        let written = try StarterPrototype.create(in: directory, from: assets + "/starter")
        print("wrote \(written.map { directory + "/" + $0 }.joined(separator: ", "))")
        print("open it with: snapnav \(directory)")
        exit(0)
    } catch {
        report("snapnav: \(error)")
        exit(1)
    }
}
let source: PrototypeSource
let configuration: Configuration
do {
    source = try PrototypeSource.resolve(options.configPath ?? assets + "/demo.json")
    configuration = try ImageDecodingCheck.check(try source.load(), file: source.label)
} catch {
    report("snapnav: \(error)")
    exit(1)
}
if case .images(let directory, let files) = source {
    report(
        "snapnav: \(directory) has no \(PrototypeSource.configurationName); showing its \(files.count) images "
            + "left to right in name order, starting on \"\(configuration.start)\"")
}
if let start = options.start, !(configuration.horizontal + configuration.vertical).contains(start) {
    let panels = (configuration.horizontal + configuration.vertical.filter { $0 != configuration.start })
    report(
        "snapnav: --start: \"\(start)\" is not a panel of either arm; expected one of \(panels.joined(separator: ", "))"
    )
    exit(2)
}
if let replayPath = options.tools.replayPath {
    exit(runReplay(path: replayPath, options: options, configuration: configuration, assets: assets))
}
do {
    let app = try SnapNavApp(
        configuration: configuration, size: options.size, scale: options.scale, start: options.start,
        headless: options.headless,
        assetsDirectory: assets)
    if options.drawsPanelsDirectly { app.canvas.usesLayers = false }
    if let swipe = options.swipe { app.navigator.holdSwipe(swipe) }
    try app.setUpTools(options.tools, source: source)
    let frameLimit = options.frames ?? (options.screenshotPath != nil ? 1 : nil)
    try app.run(frameLimit: frameLimit, screenshotPath: options.screenshotPath)
    if let failure = app.stopRecording() { report("snapnav: \(failure)") }
    if options.printStatistics {
        report(
            "snapnav: \(app.statistics.summary) scrolling=\(app.smoothScrollingSource) pacing=\(app.pacing) "
                + "layers=\(app.canvas.layerState)")
    }
} catch {
    report("snapnav: \(error)")
    exit(1)
}
// The app is gone by now; whatever SDL object is still counted was leaked.
if options.printStatistics { report("snapnav: SDL objects left: \(SDLResources.live)") }
