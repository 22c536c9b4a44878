/// What the tools tell the designer: the last thing a tool did (shown in the overlay and
/// printed), an error banner that stays until the problem is fixed, and a short note (a toast)
/// that goes by itself. Every message is printed too, as `snapnav: …` on standard error, so
/// nothing is only in the window.
package struct ToolMessages {
    /// How long a toast stays, in seconds.
    package static let toastDuration = 2.0

    /// The last thing a tool did, shown in the overlay.
    package private(set) var status: String?
    /// Why something failed, such as why the edited configuration was refused; it stays until
    /// `clearBanner()`.
    package private(set) var banner: MessageBanner?
    /// A short note across the bottom of the window, and when it goes away.
    package private(set) var toast: (banner: MessageBanner, hideAt: Double)?
    /// Where messages are printed: standard error in the app.
    private let print: (String) -> Void

    /// Messages printed by `print`, each as one line.
    package init(print: @escaping (String) -> Void) {
        self.print = print
    }

    /// Says what a tool did.
    package mutating func show(status: String) {
        self.status = status
        print("snapnav: \(status)")
    }

    /// Says what failed, in the banner too.
    package mutating func show(error message: String) {
        status = message
        banner = MessageBanner(text: message, isError: true)
        print("snapnav: \(message)")
    }

    /// Shows `text` across the bottom until `hideAt`, without printing it.
    package mutating func toast(_ text: String, until hideAt: Double) {
        toast = (MessageBanner(text: text, isError: false), hideAt)
    }

    /// Takes the error banner away, once what it named is fixed.
    package mutating func clearBanner() {
        banner = nil
    }

    /// Takes a toast whose time is up away, at `now`.
    package mutating func expire(at now: Double) {
        if let toast, now >= toast.hideAt { self.toast = nil }
    }

    /// What shows across the bottom: an error outranks a toast, since both sit there and the
    /// error must be read.
    package var bottomBanner: MessageBanner? { banner ?? toast?.banner }
}
