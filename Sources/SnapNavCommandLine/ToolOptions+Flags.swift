import SnapNavCore

/// The designer tools' flags on the command line.
extension ToolOptions {
    /// Takes `flag` if it is one of the tools' flags, reading its value with `value`.
    /// Returns false for any other flag.
    mutating func parse(_ flag: String, value: () throws -> String) throws -> Bool {
        typealias UsageError = LaunchOptions.UsageError
        switch flag {
        case "--slow":
            let text = try value()
            guard let factor = Double(text), factor.isFinite, factor > 0, factor <= 1000 else {
                throw UsageError(message: "--slow expects a factor greater than 0, up to 1000, found \"\(text)\"")
            }
            slowMotionFactor = factor
        case "--record": recordPath = try value()
        case "--replay": replayPath = try value()
        case "--frames-out": framesDirectory = try value()
        case "--fps":
            let text = try value()
            guard let rate = Double(text), rate.isFinite, rate >= 1, rate <= 1000 else {
                throw UsageError(message: "--fps expects frames per second from 1 to 1000, found \"\(text)\"")
            }
            framesPerSecond = rate
            framesPerSecondGiven = true
        case "--export":
            let path = try value()
            guard ExportFormat.of(path) != nil else {
                throw UsageError(message: "--export: " + ExportFormat.refusal(for: path))
            }
            exportPath = path
        case "--width":
            let text = try value()
            guard let width = Int(text), Self.exportWidths.contains(width) else {
                throw UsageError(
                    message: "--width expects the export's width in pixels, from \(Self.exportWidths.lowerBound) "
                        + "to \(Self.exportWidths.upperBound), found \"\(text)\"")
            }
            exportWidth = width
        case "--keep-idle":
            keepIdle = true
        case "--current-config":
            replayWithCurrentConfiguration = true
        default:
            return false
        }
        return true
    }

    /// Refuses combinations that cannot work together.
    func validate() throws {
        if framesDirectory != nil && replayPath == nil {
            throw LaunchOptions.UsageError(
                message: "--frames-out needs --replay FILE: frames are exported from a replay")
        }
        if exportPath != nil && replayPath == nil {
            throw LaunchOptions.UsageError(message: "--export needs --replay FILE: a take is exported from a replay")
        }
        if replayWithCurrentConfiguration && replayPath == nil {
            throw LaunchOptions.UsageError(message: "--current-config needs --replay FILE")
        }
        if keepIdle && exportPath == nil {
            throw LaunchOptions.UsageError(
                message: "--keep-idle needs --export FILE: it keeps the idle parts of a take")
        }
        if exportWidth != nil && exportPath == nil {
            throw LaunchOptions.UsageError(message: "--width needs --export FILE: it sets the export's width")
        }
        if recordPath != nil && replayPath != nil {
            throw LaunchOptions.UsageError(message: "--record and --replay cannot be used together")
        }
    }
}
