import Foundation
import SnapNavCore

/// `snapnav spec PROTOTYPE [--json]`: every distinct motion the prototype uses, where, and
/// ready-to-paste code for each platform (`MotionSpec`).
package enum SpecCommand {
    /// What `snapnav spec` was asked.
    package struct Request: Equatable, Sendable {
        /// The prototype: a folder or a configuration file; empty for `--help`.
        package var prototype = ""
        /// `--json`: the same as data.
        package var json = false
        /// `--help`: the command's usage, and nothing else.
        package var showHelp = false

        /// The request the words after `spec` make. Throws a usage error for anything else than
        /// one prototype, `--json` and `--help`.
        package init(arguments: [String]) throws(LaunchOptions.UsageError) {
            if arguments.contains("--help") || arguments.contains("-h") {
                showHelp = true
                return
            }
            let prototypes = arguments.filter { $0 != "--json" }
            guard prototypes.count == 1, let prototype = prototypes.first, !prototype.hasPrefix("-") else {
                throw LaunchOptions.UsageError(message: "spec expects one prototype: \(SpecCommand.synopsis)")
            }
            self.prototype = prototype
            json = arguments.contains("--json")
        }
    }

    /// The command's line in the usage text.
    package static let synopsis = "snapnav spec PROTOTYPE [--json]"

    /// `snapnav spec --help`.
    package static let usage = """
        usage: \(synopsis)

        Prints every distinct motion the prototype uses (its settle and each link's own spring),
        where each is used, and code to paste: SwiftUI in both forms, UIKit's
        UISpringTimingParameters, Core Animation's CASpringAnimation, Jetpack Compose's spring(),
        Android's SpringForce, CSS's linear() with its duration, Figma's custom spring and Origami's.

          --json   the same as data, for a script
          --help   show this text
        """

    /// Prints the spec of `request.prototype`; returns the exit status: 0, or 1 when the
    /// prototype cannot be read.
    package static func run(_ request: Request) -> Int32 {
        if request.showHelp {
            print(usage)
            return 0
        }
        let source: PrototypeSource
        let configuration: Configuration
        do {
            source = try PrototypeSource.resolve(request.prototype)
        } catch {
            report("snapnav: \(error)")
            return 1
        }
        do {
            configuration = try source.load()
        } catch {
            report("snapnav: \(source.explaining(error))")
            return 1
        }
        let spec = MotionSpec(configuration)
        print(request.json ? spec.json(file: source.label) : spec.text(file: source.label))
        return 0
    }
}
