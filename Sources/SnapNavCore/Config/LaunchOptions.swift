/// The command line of the `snapnav` app.
public struct LaunchOptions: Equatable, Sendable {
    public var configPath: String?
    public var size: Size?
    public var start: String?
    public var headless = false
    public var frames: Int?
    public var screenshotPath: String?
    /// Hold the content this far into a swipe, in pages (x horizontal, y vertical, −1…1).
    public var swipe: Point?
    public var showHelp = false
    /// Print frame statistics to standard error on exit.
    public var printStatistics = false

    public init() {}

    /// Why a command line was refused; the message says which flag and what was expected.
    public struct UsageError: Error, Equatable, CustomStringConvertible, Sendable {
        public let message: String
        public var description: String { message }
    }

    /// The usage text shown by `--help` and after a usage error.
    public static let usage = """
        usage: snapnav [--config FILE] [--size WxH] [--start ID] [--headless] [--frames N]
                       [--screenshot FILE.bmp] [--swipe X[,Y]] [--stats] [--help]

          --config FILE      load this configuration instead of Assets/demo.json
          --size WxH         window size in points, such as 360x640
          --start ID         start on this panel (any panel of either arm)
          --headless         no window on screen: SDL's dummy video driver
          --frames N         draw N frames, then exit
          --screenshot FILE  save the last frame as a BMP image
          --swipe X[,Y]      hold a swipe X pages sideways (-1…1, negative toward the
                             left panel) or Y pages up or down, as if dragged there
          --stats            on exit, print frame counts and intervals to standard error
          --help             show this text

        keys: Left/Right/Up/Down or A/D/W/S move one page, Home returns to the start
              panel, Esc or Ctrl+Q quits. Drag with the mouse, swipe with a touchpad or a
              touchscreen.
        """

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws -> LaunchOptions {
        var options = LaunchOptions()
        var index = 0
        func value(for flag: String) throws -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--config": options.configPath = try value(for: argument)
            case "--size": options.size = try parseSize(try value(for: argument))
            case "--start": options.start = try value(for: argument)
            case "--headless": options.headless = true
            case "--frames":
                let text = try value(for: argument)
                guard let frames = Int(text), frames > 0 else {
                    throw UsageError(message: "--frames expects a positive whole number, found \"\(text)\"")
                }
                options.frames = frames
            case "--screenshot": options.screenshotPath = try value(for: argument)
            case "--swipe": options.swipe = try parseSwipe(try value(for: argument))
            case "--stats": options.printStatistics = true
            case "--help", "-h": options.showHelp = true
            default: throw UsageError(message: "unknown option \"\(argument)\"")
            }
            index += 1
        }
        return options
    }

    private static func parseSwipe(_ text: String) throws -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard (1...2).contains(parts.count), let x = parts[0], let y = parts.count == 2 ? parts[1] : 0,
            (-1...1).contains(x), (-1...1).contains(y)
        else { throw UsageError(message: "--swipe expects X or X,Y between -1 and 1 (pages), found \"\(text)\"") }
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
