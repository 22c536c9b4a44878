import Foundation

/// Runs `body` with this process allowed to write files up to `bytes` long, as a disk with that
/// much room would allow: a write past it fails with EFBIG ("File too large") rather than
/// raising SIGXFSZ. The limit is the process's own, so a test sees real failed writes without
/// filling a disk.
func withFileSizeLimit<Result>(_ bytes: Int, _ body: () throws -> Result) rethrows -> Result {
    let previousHandler = signal(SIGXFSZ, SIG_IGN)
    let fileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
    var previous = rlimit()
    getrlimit(fileSize, &previous)
    var limited = rlimit(rlim_cur: rlim_t(bytes), rlim_max: previous.rlim_max)
    setrlimit(fileSize, &limited)
    defer {
        setrlimit(fileSize, &previous)
        signal(SIGXFSZ, previousHandler)
    }
    return try body()
}
