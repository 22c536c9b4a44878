import Foundation

/// Why a file could not be made, written or read, in the system's words ("No space left on
/// device", "Permission denied"), from an error Foundation threw: the error's own description
/// is a dump of domains, codes and user info that says the same at length.
public enum FileErrorReason {
    /// The system's reason under `error`, or Foundation's sentence when there is none; any
    /// other error as it describes itself.
    public static func of(_ error: Error) -> String {
        var current = error as NSError
        guard current.domain == NSCocoaErrorDomain || current.domain == NSPOSIXErrorDomain else { return "\(error)" }
        // The system's own error sits under Foundation's (as a `POSIXError` on Linux).
        while let underlying = current.userInfo[NSUnderlyingErrorKey] as? Error { current = underlying as NSError }
        if current.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(current.code))) }
        return current.localizedDescription
    }
}
