import CSDL2

/// A failed SDL or SDL_ttf call, with SDL's own explanation.
package struct SDLError: Error, CustomStringConvertible {
    /// What went wrong, in a sentence.
    package let message: String

    /// An error saying `message`.
    package init(_ message: String) {
        self.message = message
    }

    /// An error for the call `what`, carrying `SDL_GetError()`.
    static func last(_ what: String) -> SDLError {
        SDLError("\(what) failed: \(String(cString: SDL_GetError()))")
    }

    /// The value as it is printed.
    package var description: String { message }
}
