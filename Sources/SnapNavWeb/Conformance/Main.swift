import SnapNavCore

// The web build's side of the conformance runs: a WASI command, run by `wasmkit`, that reads
// a bundle and a script from standard input (the bundle's JSON, a line `---`, the script),
// plays the script on a `PrototypePlayer` and prints a line for each frame, exactly as
// `snapnav-conformance play` does with the desktop's build of Core.

@_extern(c, "read")
func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int

@_cdecl("__main_argc_argv")
func main(_ count: Int32, _ arguments: UnsafeMutableRawPointer?) -> Int32 {
    var input: [UInt8] = []
    let chunk = UnsafeMutableRawPointer.allocate(byteCount: 65536, alignment: 1)
    defer { chunk.deallocate() }
    while true {
        let read = read(0, chunk, 65536)
        guard read > 0 else { break }
        input.append(contentsOf: UnsafeRawBufferPointer(start: chunk, count: read))
    }
    switch ConformanceInput.play(input) {
    case .success(let lines):
        for line in lines { print(line) }
        return 0
    case .failure(let message):
        print("error: " + message)
        return 1
    }
}
