import CSDL2

/// A failed SDL or SDL_ttf call, with SDL's own explanation.
public struct SDLError: Error, CustomStringConvertible {
    /// What went wrong, in a sentence.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// An error for the call `what`, carrying `SDL_GetError()`.
    static func last(_ what: String) -> SDLError {
        SDLError("\(what) failed: \(String(cString: SDL_GetError()))")
    }

    /// The value as it is printed.
    public var description: String { message }
}
