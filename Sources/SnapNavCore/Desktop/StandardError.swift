#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard error as the desktop's commands write their messages to it.
package enum StandardError {
    /// Writes `line` and a newline to standard error. A stream that cannot take it (a full disk
    /// under a redirected log, a closed pipe) loses the line rather than stopping the app, as
    /// Foundation's `FileHandle.write` would by trapping.
    package static func write(_ line: String) {
        fputs(line + "\n", stderr)
    }
}
