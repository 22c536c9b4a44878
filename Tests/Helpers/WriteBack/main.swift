// Writes the spring's stiffness into a configuration file through the same write-back as the
// app's W, one value after another, for the test that kills it while it writes:
//   snapnav-write-back FILE VALUE...             each value once, in turn
//   snapnav-write-back --forever FILE VALUE...   round and round until killed
import Foundation
import SnapNavCore

var arguments = Array(CommandLine.arguments.dropFirst())
let forever = arguments.first == "--forever"
if forever { arguments.removeFirst() }
guard arguments.count >= 2, case let values = arguments.dropFirst().compactMap(Double.init),
    values.count == arguments.count - 1
else {
    FileHandle.standardError.write(Data("usage: snapnav-write-back [--forever] FILE STIFFNESS...\n".utf8))
    exit(2)
}
let path = arguments[0]
repeat {
    for value in values {
        do {
            var configuration = try Configuration.load(path: path)
            configuration.physics.spring.stiffness = value
            _ = try PhysicsTuning.writeBack(configuration, to: path)
        } catch {
            FileHandle.standardError.write(Data("snapnav-write-back: \(error)\n".utf8))
            exit(1)
        }
    }
} while forever
