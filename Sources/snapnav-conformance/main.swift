import Foundation
import SnapNavCore

// The desktop's side of the conformance runs, and what makes their input:
//   snapnav-conformance bundle PROTOTYPE   prints the prototype's bundle (as `snapnav web` writes it)
//   snapnav-conformance take TAKE          prints a recorded take as a script, a frame every 1/60 s
//   snapnav-conformance play < INPUT       plays a bundle and a script (see ConformanceInput)
// The web build's side is `wasmkit run .build/web/conformance.wasm < INPUT`.

func fail(_ message: String) -> Never {
    StandardError.write("snapnav-conformance: \(message)")
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch (arguments.first, arguments.count) {
case ("bundle", 2):
    do {
        print(try PrototypeBundle.read(PrototypeSource.resolve(arguments[1])).jsonText, terminator: "")
    } catch {
        fail("\(error)")
    }
case ("take", 2):
    do {
        guard let data = FileManager.default.contents(atPath: arguments[1]) else {
            fail("\(arguments[1]): cannot be read")
        }
        let take = try InputRecording.parse(String(decoding: data, as: UTF8.self), file: arguments[1])
        print(PlayerScript(take: take).text, terminator: "")
    } catch {
        fail("\(error)")
    }
case ("play", 1):
    switch ConformanceInput.play([UInt8](FileHandle.standardInput.readDataToEndOfFile())) {
    case .success(let lines): for line in lines { print(line) }
    case .failure(let message): fail(message)
    }
default:
    fail("usage: snapnav-conformance bundle PROTOTYPE | take TAKE | play < INPUT")
}
