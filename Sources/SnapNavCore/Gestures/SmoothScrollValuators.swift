/// A pointer device's scroll valuator, as XInput 2 (2.1 and later) describes it: which
/// valuator it is, which way it scrolls, and how many of its units make one wheel notch.
public struct ScrollValuator: Hashable, Sendable {
    /// The valuator's number on its device.
    public var number: Int
    /// The axis it scrolls along.
    public var axis: Axis
    /// Units per notch; negative when the valuator counts the other way.
    public var increment: Double

    /// The valuator `number`, scrolling along `axis`, `increment` units a notch.
    public init(number: Int, axis: Axis, increment: Double) {
        self.number = number
        self.axis = axis
        self.increment = increment
    }
}

/// Turns the running totals that XInput 2 reports for scroll valuators into scrolling deltas,
/// and recognises the wheel button presses an X server emulates from the same scrolling.
///
/// A scroll valuator's value is a running total: only differences mean anything. Baselines
/// start from the values the server reports for each device, and a device that scrolls while
/// the pointer is outside the window (its raw events reach the root window, its motion does
/// not reach ours) loses its baseline, so the first value back inside only sets it again
/// rather than jumping by everything scrolled elsewhere. Deltas are in notches with fractions
/// kept: a touchpad's quarter notch stays 0.25, and a clicky wheel's notch is exactly 1.
///
/// For clients that read the core protocol, the server also sends wheel buttons 4–7 for the same
/// scrolling, flagged as emulated in XInput 2's raw events. Each emulated press is announced
/// (`emulatedWheelButtonPressed()`) just before its core event is delivered, so the core wheel
/// event that follows is a duplicate and `consumeDuplicateWheelEvent()` says to drop it. Presses
/// from a device without scroll valuators (XTEST, an old driver) are not emulated, and their
/// wheel events are kept.
public struct SmoothScrollValuators: Sendable {
    private var devices: [Int: [ScrollValuator]] = [:]
    /// The last value of each device's scroll valuators, by device and valuator number.
    private var baselines: [Int: [Int: Double]] = [:]
    private var pendingEmulatedPresses = 0
    /// Whether the pointer is inside the window, so that its scroll valuators' motion reaches it.
    public private(set) var isPointerInside = false

    /// A jump this large is the driver wrapping its total around, not scrolling.
    static let wrapAroundUnits = Double(Int32.max) * 0.95

    /// Starts with the pointer inside the window or not, as the server says at start.
    public init(isPointerInside: Bool = false) {
        self.isPointerInside = isPointerInside
    }

    /// Whether any device has scroll valuators: smooth scrolling can work at all.
    public var isAvailable: Bool { !devices.isEmpty }

    /// Replaces the known devices (at start, and when devices come, go or change), with the
    /// values their valuators have now, by device and valuator number, as baselines.
    public mutating func setDevices(_ scrollValuators: [Int: [ScrollValuator]], values: [Int: [Int: Double]]) {
        devices = scrollValuators.filter { !$0.value.isEmpty }
        baselines = values.filter { devices[$0.key] != nil }
    }

    /// The pointer entered the window.
    public mutating func pointerEntered() {
        isPointerInside = true
    }

    /// The pointer left the window.
    public mutating func pointerLeft() {
        isPointerInside = false
    }

    /// A raw event of `device` moved the valuators numbered `valuatorNumbers`, wherever the
    /// pointer is. Scrolling outside the window leaves the device without a baseline.
    public mutating func rawMotion(device: Int, valuatorNumbers: Set<Int>) {
        guard !isPointerInside, let valuators = devices[device],
            valuators.contains(where: { valuatorNumbers.contains($0.number) })
        else { return }
        baselines[device] = nil
    }

    /// The scrolling a motion event of `device` carries, in notches: `x` toward the right and
    /// `y` downward, as the valuators count. `values` holds the valuators the event reports, by
    /// number. Nil when it scrolls nothing (no scroll valuator, or only baselines set).
    public mutating func scrolling(device: Int, values: [Int: Double]) -> Point? {
        guard let valuators = devices[device] else { return nil }
        var delta = Point.zero
        var moved = false
        for valuator in valuators {
            guard let value = values[valuator.number], value.isFinite else { continue }
            let previous = baselines[device, default: [:]][valuator.number]
            baselines[device, default: [:]][valuator.number] = value
            guard let previous, valuator.increment != 0 else { continue }
            let units = value - previous
            guard abs(units) < Self.wrapAroundUnits, units != 0 else { continue }
            let notches = units / valuator.increment
            if valuator.axis == .horizontal { delta.x += notches } else { delta.y += notches }
            moved = true
        }
        return moved ? delta : nil
    }

    /// The server emulated a wheel button press (4–7) from scroll valuators; its core event follows.
    public mutating func emulatedWheelButtonPressed() {
        pendingEmulatedPresses += 1
    }

    /// A wheel button was released: a press announced before it whose core event never came
    /// (the pointer was over another window) is no longer awaited.
    public mutating func wheelButtonReleased() {
        pendingEmulatedPresses = 0
    }

    /// Whether a core wheel event is the duplicate of scrolling already read from the valuators.
    public mutating func consumeDuplicateWheelEvent() -> Bool {
        guard pendingEmulatedPresses > 0 else { return false }
        pendingEmulatedPresses -= 1
        return true
    }
}
