import SnapNavCore

/// The command line of the `snapnav` app.
package struct LaunchOptions: Equatable, Sendable {
    /// The prototype to open: a configuration file, or a folder (`snapnav DIR`, `--config DIR`).
    package var configPath: String?
    /// `snapnav new DIR`: write a starter prototype into this folder instead of opening one.
    package var newPrototypeDirectory: String?
    /// `snapnav web PROTOTYPE OUT`: the prototype whose web player to write, and the folder.
    package var webPlayer: WebPlayerRequest?
    /// `snapnav spec PROTOTYPE`: the prototype whose motions to print.
    package var spec: SpecCommand.Request?
    /// `snapnav serve PROTOTYPE`: the prototype whose web player to serve, and where.
    package var serve: ServeRequest?
    /// `snapnav report PROTOTYPE`: the prototype whose testers' sessions to report on.
    package var reportPrototype: String?
    /// `snapnav report --help`: the report's usage, and nothing else.
    package var showsReportHelp = false
    /// The window's size in points, over the configuration's.
    package var size: Size?
    /// Pixels per point, over the configuration's `window.scale`.
    package var scale: Double?
    /// The panel to start on, over the configuration's `start`.
    package var start: String?
    /// Run on SDL's dummy video driver, with no window on screen.
    package var headless = false
    /// Draw this many frames, then exit.
    package var frames: Int?
    /// Save the last frame here.
    package var screenshotPath: String?
    /// Hold the content this far into a swipe, in pages (x horizontal, y vertical, −1…1).
    package var swipe: Point?
    /// Print the usage text and exit.
    package var showHelp = false
    /// `--hotspots`: show the tap areas all the time.
    package var showsHotspots = false
    /// `--version`: print the version and exit.
    package var showVersion = false
    /// Print frame statistics to standard error on exit.
    package var printStatistics = false
    /// Draw every panel directly instead of through layers, to compare the two or to rule
    /// layers out.
    package var drawsPanelsDirectly = false
    /// Slow motion, recording, replay and frame export.
    package var tools = ToolOptions()

    /// No flags given.
    package init() {}

    /// Why a command line was refused; the message says which flag and what was expected.
    package struct UsageError: Error, Equatable, CustomStringConvertible, Sendable {
        /// What went wrong, in a sentence.
        package let message: String
        /// The value as it is printed.
        package var description: String { message }
    }

    /// The usage text shown by `--help` and after a usage error.
    package static var usage: String { HelpText.usage }

    /// Parses the arguments after the program name.
    package static func parse(_ arguments: [String]) throws -> LaunchOptions {
        var options = LaunchOptions()
        var index = 0
        func value(for flag: String) throws -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value")
            }
            return arguments[index]
        }
        func setPrototype(_ path: String) throws {
            if let earlier = options.configPath {
                throw UsageError(message: "one prototype at a time: \"\(earlier)\" and \"\(path)\" were both named")
            }
            options.configPath = path
        }
        if arguments.first == "new" {
            guard arguments.count == 2, !arguments[1].hasPrefix("-") else {
                throw UsageError(message: "new expects one folder to write a starter prototype into: snapnav new DIR")
            }
            options.newPrototypeDirectory = arguments[1]
            return options
        }
        if arguments.first == "spec" {
            options.spec = try SpecCommand.Request(arguments: Array(arguments.dropFirst()))
            return options
        }
        if arguments.first == "report" {
            if arguments.contains("--help") || arguments.contains("-h") {
                options.showsReportHelp = true
                return options
            }
            guard arguments.count == 2, !arguments[1].hasPrefix("-") else {
                throw UsageError(message: "report expects one prototype: \(ReportCommand.synopsis)")
            }
            options.reportPrototype = arguments[1]
            return options
        }
        if arguments.first == "serve" {
            if arguments.contains("--help") || arguments.contains("-h") {
                options.showHelp = true
                return options
            }
            options.serve = try ServeRequest.parse(Array(arguments.dropFirst()))
            return options
        }
        if arguments.first == "web" {
            let singleFile = arguments.contains("--single-file")
            let arguments = arguments.filter { $0 != "--single-file" }
            guard arguments.count == 3, !arguments[1].hasPrefix("-"), !arguments[2].hasPrefix("-") else {
                throw UsageError(
                    message:
                        "web expects a prototype and where to write its web player: snapnav web PROTOTYPE OUT "
                        + "[--single-file]")
            }
            options.webPlayer = WebPlayerRequest(prototype: arguments[1], output: arguments[2], singleFile: singleFile)
            return options
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--config": try setPrototype(try value(for: argument))
            case "--size": options.size = try parseSize(try value(for: argument))
            case "--start": options.start = try value(for: argument)
            case "--scale":
                let text = try value(for: argument)
                guard let scale = Double(text), Configuration.Window.scales.contains(scale) else {
                    throw UsageError(
                        message: "--scale expects a number from 1 to 4 (pixels per point), found \"\(text)\"")
                }
                options.scale = scale
            case "--headless": options.headless = true
            case "--frames":
                let text = try value(for: argument)
                guard let frames = Int(text), frames > 0 else {
                    throw UsageError(message: "--frames expects a positive whole number, found \"\(text)\"")
                }
                options.frames = frames
            case "--screenshot":
                let path = try value(for: argument)
                guard ScreenshotFormat.of(path) != nil else {
                    throw UsageError(message: "--screenshot: " + ScreenshotFormat.refusal(for: path))
                }
                options.screenshotPath = path
            case "--swipe": options.swipe = try parseSwipe(try value(for: argument))
            case "--stats": options.printStatistics = true
            case "--direct": options.drawsPanelsDirectly = true
            case "--hotspots": options.showsHotspots = true
            case "--touches": options.tools.showsTouches = true
            case "--help", "-h": options.showHelp = true
            case "--version": options.showVersion = true
            case let path where !path.hasPrefix("-"):
                try setPrototype(path)
            default:
                guard try options.tools.parse(argument, value: { try value(for: argument) }) else {
                    throw UsageError(message: "unknown option \"\(argument)\"")
                }
            }
            index += 1
        }
        try options.tools.validate()
        if options.scale != nil && options.tools.exportWidth != nil {
            throw UsageError(message: "--scale and --width both size the export; give one of them")
        }
        return options
    }

    private static func parseSwipe(_ text: String) throws -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard (1...2).contains(parts.count), let x = parts[0], let y = parts.count == 2 ? parts[1] : 0,
            (-1...1).contains(x), (-1...1).contains(y)
        else { throw UsageError(message: "--swipe expects X or X,Y between -1 and 1 (pages), found \"\(text)\"") }
        guard x == 0 || y == 0 else {
            throw UsageError(
                message: "--swipe moves one arm at a time, as a gesture does: give X,0 or 0,Y, found \"\(text)\"")
        }
        return Point(x: x, y: y)
    }

    private static func parseSize(_ text: String) throws -> Size {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...16384).contains(width), (1...16384).contains(height)
        else { throw UsageError(message: "--size expects WIDTHxHEIGHT from 1x1 to 16384x16384, found \"\(text)\"") }
        return Size(width: Double(width), height: Double(height))
    }
}

/// `snapnav web PROTOTYPE OUT`.
package struct WebPlayerRequest: Equatable, Sendable {
    /// The prototype whose player is written.
    package var prototype: String
    /// The folder it is written into, or with `singleFile` the HTML file.
    package var output: String
    /// `--single-file`: one HTML file with everything inlined, to send by message.
    package var singleFile: Bool
}
