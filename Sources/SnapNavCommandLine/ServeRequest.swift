/// `snapnav serve PROTOTYPE [--host ADDR] [--port N]`.
package struct ServeRequest: Equatable, Sendable {
    /// The port served on when none is named.
    package static let defaultPort = 8080

    /// The prototype whose web player is served.
    package var prototype: String
    /// The address listened on; nil listens on every address of the machine.
    package var host: String?
    /// The port listened on; 0 takes any free one.
    package var port = defaultPort

    /// Parses the arguments after `serve`.
    package static func parse(_ arguments: [String]) throws -> ServeRequest {
        typealias UsageError = LaunchOptions.UsageError
        var prototype: String?
        var host: String?
        var port = defaultPort
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
            case "--host": host = try value(for: argument)
            case "--port":
                let text = try value(for: argument)
                guard let number = Int(text), (0...65535).contains(number) else {
                    throw UsageError(
                        message: "--port expects a port from 0 to 65535 (0: any free one), found \"\(text)\"")
                }
                port = number
            default:
                guard !argument.hasPrefix("-"), prototype == nil else {
                    throw UsageError(
                        message: "serve expects one prototype and --host ADDR or --port N, found \"\(argument)\"")
                }
                prototype = argument
            }
            index += 1
        }
        guard let prototype else {
            throw UsageError(message: "serve expects a prototype: snapnav serve PROTOTYPE [--host ADDR] [--port N]")
        }
        return ServeRequest(prototype: prototype, host: host, port: port)
    }
}
