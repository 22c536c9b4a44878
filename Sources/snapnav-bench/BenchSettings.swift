import Foundation

/// What `snapnav-bench` was asked to do.
struct BenchSettings {
    /// Full runs of every benchmark; the report quotes each metric's median over them.
    var runs = 3
    /// A few frames of everything, to show the benchmark still works; no goals are judged.
    var smoke = false
    var jsonPath = "bench/results.json"
    /// The `snapnav` executable measured at rest and at start-up.
    var appPath: String
    /// The X display for the at-rest, window and latency benchmarks; nil to skip the at-rest
    /// and window ones and run latency on the dummy driver.
    var display: String?
    /// The benchmark groups to run (all when empty), for profiling one of them.
    var only: Set<String> = []

    /// The benchmark groups, as `--only` names them.
    static let groups = ["frames", "floor", "panels", "rest", "startup", "window", "latency", "core", "blending"]

    /// Whether the group `name` is to run.
    func includes(_ name: String) -> Bool { only.isEmpty || only.contains(name) }

    static let usage = """
        usage: snapnav-bench [--runs N] [--smoke] [--json FILE] [--app PATH] [--display :N]
                             [--only GROUP,...]

          --runs N       full runs of every benchmark (default 3); the table shows medians
          --smoke        a few frames of each benchmark, to check that it still runs
          --json FILE    where to write the results (default bench/results.json)
          --app PATH     the snapnav executable (default: next to this one)
          --display :N   X display for the at-rest and latency runs (default $DISPLAY)
          --only GROUPS  run only these, comma-separated: frames, floor, panels, rest,
                         startup, window, latency, core, blending (for profiling one
                         of them)
        """

    static func parse(_ arguments: [String]) throws -> BenchSettings {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        var settings = BenchSettings(
            appPath: executable.deletingLastPathComponent().appendingPathComponent("snapnav").path)
        let environmentDisplay = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        settings.display = environmentDisplay.isEmpty ? nil : environmentDisplay
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw BenchError.usage("\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--runs":
                let text = try value(argument)
                guard let runs = Int(text), runs > 0 else {
                    throw BenchError.usage("--runs expects a positive whole number, found \"\(text)\"")
                }
                settings.runs = runs
            case "--smoke": settings.smoke = true
            case "--json": settings.jsonPath = try value(argument)
            case "--app": settings.appPath = try value(argument)
            case "--display": settings.display = try value(argument)
            case "--only":
                let names = try value(argument).split(separator: ",").map(String.init)
                if let unknown = names.first(where: { !groups.contains($0) }) {
                    throw BenchError.usage(
                        "--only: unknown group \"\(unknown)\"; the groups are \(groups.joined(separator: ", "))")
                }
                settings.only = Set(names)
            default: throw BenchError.usage("unknown option \"\(argument)\"")
            }
            index += 1
        }
        if settings.smoke { settings.runs = 1 }
        return settings
    }
}
