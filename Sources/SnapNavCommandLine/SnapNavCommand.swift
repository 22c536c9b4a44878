import Foundation
import SnapNavCore
import SnapNavSDL

/// The `snapnav` command: its flags, `snapnav new`, replays and exports, and the app in a window
/// or headless. An app with panels of its own runs the same command with its `PanelFactory`:
///
/// ```swift
/// import SnapNavCommandLine
/// exit(SnapNavCommand.run(panelFactory: PanelFactory.standard.adding("myapp.map") { panel, clock in ... }))
/// ```
public enum SnapNavCommand {
    /// Runs the command with `arguments` (the process's own by default) and returns the exit
    /// status: 0 when all went well, 1 when a file or the window failed, 2 for a usage error.
    ///
    /// - Parameters:
    ///   - panelFactory: makes the panels, with any kinds of content the app adds.
    ///   - defaultPrototype: what opens without `DIR` or `--config`; the shipped demo when nil.
    public static func run(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()), panelFactory: PanelFactory = .standard,
        defaultPrototype: String? = nil
    ) -> Int32 {
        var options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments)
        } catch {
            report("snapnav: \(error)\n\n\(LaunchOptions.usage)")
            return 2
        }
        if options.showHelp {
            print(LaunchOptions.usage)
            return 0
        }
        if options.showVersion {
            print("snapnav \(Version.number)")
            return 0
        }
        if let spec = options.spec { return SpecCommand.run(spec) }
        if options.showsReportHelp {
            print(ReportCommand.usage)
            return 0
        }
        guard let assets = AssetLocator.assetsDirectory() else {
            report("snapnav: cannot find the Assets directory (with DejaVuSans.ttf); set SNAPNAV_ASSETS to its path")
            return 1
        }
        if let directory = options.newPrototypeDirectory { return writeStarter(into: directory, assets: assets) }
        if let request = options.webPlayer {
            return writeWebPlayer(request, assets: assets)
        }
        if let request = options.serve { return ServeCommand.run(request, assets: assets) }
        if let prototype = options.reportPrototype {
            return ReportCommand.run(prototype: prototype, assets: assets, panelFactory: panelFactory)
        }
        let named = options.configPath ?? defaultPrototype ?? assets + "/demo.json"
        let source: PrototypeSource
        do {
            source = try PrototypeSource.resolve(named)
        } catch {
            report("snapnav: \(error)")
            return 1
        }
        let configuration: Configuration
        do {
            // An image named alone opens its folder, on that image.
            if options.start == nil, case .images(_, let files, _) = source, PrototypeSource.isImage(named) {
                options.start = PrototypeSource.panelID(of: named, among: files)
            }
            // Images are decoded by the app: those shown first before its window opens, the rest after.
            configuration = try source.load()
        } catch {
            report("snapnav: \(source.explaining(error))")
            return 1
        }
        if case .images(let directory, let files, let skipped) = source {
            report(
                "snapnav: \(directory) has no \(PrototypeSource.configurationName); showing its \(files.count == 1 ? "1 image" : "\(files.count) images") "
                    + "left to right in name order, starting on \"\(options.start ?? configuration.start)\"")
            for note in skipped { report("snapnav: skipped \(note)") }
        }
        if let start = options.start, let problem = configuration.problem(startingOn: start) {
            report("snapnav: --start: \(problem)")
            return 2
        }
        if let replayPath = options.tools.replayPath {
            return ReplayCommand.run(
                path: replayPath, options: options, configuration: configuration, configurationFile: source.label,
                panelFactory: panelFactory, assets: assets)
        }
        return runApp(
            options: options, source: source, configuration: configuration, panelFactory: panelFactory,
            assets: assets)
    }

    private static func writeStarter(into directory: String, assets: String) -> Int32 {
        do {
            let written = try StarterPrototype.create(in: directory, from: assets + "/starter")
            print("wrote \(written.map { directory + "/" + $0 }.joined(separator: ", "))")
            print("open it with: snapnav \(ShellQuoting.quote(directory))")
            return 0
        } catch {
            report("snapnav: \(error)")
            return 1
        }
    }

    private static func writeWebPlayer(_ request: WebPlayerRequest, assets: String) -> Int32 {
        do {
            if request.singleFile {
                let bytes = try WebPlayerExport.writeSingleFile(
                    prototype: request.prototype, to: request.output, assets: assets)
                print("wrote the web player of \(request.prototype) into \(request.output) (\(bytes >> 10) KiB)")
                print("send it as it is: it opens in any browser, with nothing else beside it")
                return 0
            }
            let written = try WebPlayerExport.write(prototype: request.prototype, into: request.output, assets: assets)
            print("wrote the web player of \(request.prototype) into \(request.output) (\(written.count) files)")
            print("open \(request.output)/index.html in a browser, or serve the folder to open it on a phone")
            return 0
        } catch {
            report("snapnav: \(error)")
            return 1
        }
    }

    private static func runApp(
        options: LaunchOptions, source: PrototypeSource, configuration: Configuration, panelFactory: PanelFactory,
        assets: String
    ) -> Int32 {
        do {
            let app = try SnapNavApp(
                configuration: configuration, size: options.size, scale: options.scale, start: options.start,
                headless: options.headless, assetsDirectory: assets, panelFactory: panelFactory,
                configurationFile: source.label, decodesImagesInBackground: true)
            if options.drawsPanelsDirectly { app.canvas.usesLayers = false }
            app.navigator.showsHotspots = options.showsHotspots
            // When the window first shows something, for whoever times the start.
            if options.printStatistics {
                app.scheduler.firstFramePresented = { report("snapnav: first frame presented") }
            }
            if let swipe = options.swipe { app.navigator.holdSwipe(swipe) }
            let prototype = options.configPath ?? source.label
            try app.setUpTools(options.tools, source: source) {
                try WindowServing.serve(source, named: prototype, assets: assets)
            }
            // Serving stops however the run ends.
            defer { app.finishTools() }
            let frameLimit = options.frames ?? (options.screenshotPath != nil ? 1 : nil)
            try app.run(frameLimit: frameLimit, screenshotPath: options.screenshotPath)
            // The take ends with the window; one that stopped early says so once.
            if let failure = app.finishTools() { report("snapnav: \(failure)") }
            // A headless run is a check of the prototype too: every image decodes, or it fails.
            if options.headless { try app.checkEveryImage() }
            if options.printStatistics {
                let frames = app.scheduler
                let probe = frames.pacingProbe.map { probe in
                    "probe=\(probe.frames)frames/\(Int((probe.seconds * 1000).rounded()))ms "
                }
                report(
                    "snapnav: \(frames.statistics.summary) driver=\(app.window.videoDriver) renderer=\(app.renderer.name) "
                        + "scrolling=\(app.inputRouter.smoothScrollingSource) pacing=\(frames.pacing) \(probe ?? "")"
                        + "layers=\(app.canvas.layerState) barLayersDrawn=\(app.canvas.barLayerRenderCount)")
            }
        } catch {
            report("snapnav: \(source.explaining(error))")
            return 1
        }
        // The app is gone by now; whatever SDL object is still counted was leaked.
        if options.printStatistics { report("snapnav: SDL objects left: \(SDLResources.live)") }
        return 0
    }
}

/// Prints to standard error.
func report(_ message: String) {
    StandardError.write(message)
}
