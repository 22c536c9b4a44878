/// The soak's command line.
struct SoakSettings {
    var duration = 600.0
    var sampleEvery = 10.0
    /// Samples before this time only warm up (caches fill, the heap settles); growth is
    /// measured from the first sample after it.
    var warmUp = 10.0
    var configPath: String?
    var seed: UInt64 = 1

    static let usage = """
        usage: snapnav-soak [--duration SECONDS] [--sample-every SECONDS] [--warm-up SECONDS]
                            [--config FILE] [--seed N]

        Runs the app headless on random input (mouse drags, touchpad and wheel scrolling,
        fingers, keys, resizes, focus loss, pauses), sampling its resident memory and live SDL
        textures. Fails when either grows after the warm-up: live textures at all, memory by 5% or
        more from the median of the first third of the later samples to that of the last third.
          --duration SECONDS      how long to run (600)
          --sample-every SECONDS  time between samples (10)
          --warm-up SECONDS       samples before this only warm up (10)
          --config FILE           the configuration (Assets/demo.json)
          --seed N                the random input's seed (1)
        """

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ arguments: [String]) throws -> SoakSettings {
        var settings = SoakSettings()
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(flag) needs a value") }
            return arguments[index]
        }
        func seconds(_ flag: String) throws -> Double {
            let text = try value(flag)
            guard let number = Double(text), number.isFinite, number > 0 else {
                throw UsageError(description: "\(flag) expects a number of seconds above 0, found \"\(text)\"")
            }
            return number
        }
        while index < arguments.count {
            let flag = arguments[index]
            switch flag {
            case "--duration": settings.duration = try seconds(flag)
            case "--sample-every": settings.sampleEvery = try seconds(flag)
            case "--warm-up": settings.warmUp = try seconds(flag)
            case "--config": settings.configPath = try value(flag)
            case "--seed":
                let text = try value(flag)
                guard let seed = UInt64(text) else {
                    throw UsageError(description: "--seed expects a whole number, found \"\(text)\"")
                }
                settings.seed = seed
            default: throw UsageError(description: "unknown option \"\(flag)\"")
            }
            index += 1
        }
        guard settings.warmUp < settings.duration else {
            throw UsageError(description: "--warm-up must be shorter than --duration")
        }
        return settings
    }
}
