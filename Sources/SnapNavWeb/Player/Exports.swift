import SnapNavCore

// The functions the web player's script calls, one player per page. Numbers cross as
// doubles and 32-bit integers; bytes cross through buffers in the module's memory that the
// script reads and writes by their address and length.

/// The player, once a prototype is open.
nonisolated(unsafe) private var player: PrototypePlayer?
/// The last frame, as numbers and strings.
nonisolated(unsafe) private var encoding = FrameEncoding()
/// Where the script writes the bundle for `snapnav_open`.
nonisolated(unsafe) private var input = ByteBuffer()
/// The last frame's numbers and strings, copied where the script reads them.
nonisolated(unsafe) private var frameNumbers = DoubleBuffer()
nonisolated(unsafe) private var frameText = ByteBuffer()
/// The input of the last wheel event the navigation took (`snapnav_wheel`).
nonisolated(unsafe) private var wheelDelta = Point.zero
/// Why the prototype could not be opened.
nonisolated(unsafe) private var message = ByteBuffer()

/// The address of a buffer of at least `count` bytes for the script to write the bundle into.
@_cdecl("snapnav_input")
public func snapnavInput(_ count: Int32) -> UnsafeMutablePointer<UInt8> {
    input.reserve(Int(max(count, 0)))
}

/// Opens the bundle of `count` bytes in the input buffer, laid out `width` × `height` points
/// (the configuration's window when either is 0), at `time` in milliseconds. Returns 1, or 0
/// with the reason in the message.
@_cdecl("snapnav_open")
public func snapnavOpen(_ count: Int32, _ width: Double, _ height: Double, _ time: Double) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: input.base, count: Int(max(0, min(count, Int32(input.capacity))))))
    do throws(ConfigurationError) {
        let bundle = try PrototypeBundle(json: bytes)
        let viewport = width > 0 && height > 0 ? Size(width: width, height: height) : nil
        player = try PrototypePlayer(bundle: bundle, viewport: viewport, at: time / 1000)
        return 1
    } catch {
        player = nil
        message.set(Array(error.description.utf8))
        return 0
    }
}

/// Opens the bundle of `count` bytes in the input buffer in place of the prototype open, at
/// `time` in milliseconds, keeping the place as the window does when its file is saved (see
/// `PrototypePlayer`). Returns 1, or 0 with the reason in the message, the open prototype kept.
@_cdecl("snapnav_reload")
public func snapnavReload(_ count: Int32, _ time: Double) -> Int32 {
    guard let previous = player else { return snapnavOpen(count, 0, 0, time) }
    let bytes = Array(UnsafeBufferPointer(start: input.base, count: Int(max(0, min(count, Int32(input.capacity))))))
    do throws(ConfigurationError) {
        let bundle = try PrototypeBundle(json: bytes)
        player = try PrototypePlayer(
            bundle: bundle, viewport: previous.navigator.viewport, at: time / 1000, following: previous)
        return 1
    } catch {
        message.set(Array(error.description.utf8))
        return 0
    }
}

/// Puts where the navigation is into the message, as `--start` takes it (`inbox/chat`), for
/// a take that begins there; returns its length in bytes.
@_cdecl("snapnav_place")
public func snapnavPlace() -> Int32 {
    message.set(Array((player?.navigator.startPath ?? "").utf8))
    return Int32(message.count)
}

/// The message's address and length in bytes (UTF-8).
@_cdecl("snapnav_message")
public func snapnavMessage() -> UnsafeMutablePointer<UInt8> { message.base }
@_cdecl("snapnav_message_length")
public func snapnavMessageLength() -> Int32 { Int32(message.count) }

/// The open prototype's window: its width and height in points.
@_cdecl("snapnav_window_width")
public func snapnavWindowWidth() -> Double { player?.configuration.window.width ?? 0 }
@_cdecl("snapnav_window_height")
public func snapnavWindowHeight() -> Double { player?.configuration.window.height ?? 0 }

/// A pointer event: `phase` 0 down, 1 move, 2 up, 3 cancel; `pointer` −1 for the mouse, else
/// the touch's id; the position in points; `time` in milliseconds (the event's `timeStamp`).
@_cdecl("snapnav_pointer")
public func snapnavPointer(_ phase: Int32, _ pointer: Int32, _ x: Double, _ y: Double, _ time: Double) {
    let id: PointerID = pointer < 0 ? .mouse : .finger(Int64(pointer))
    let point = Point(x: x, y: y)
    let event: InputEvent
    switch phase {
    case 0: event = .pointerDown(id, point)
    case 1: event = .pointerMove(id, point)
    case 2: event = .pointerUp(id, point)
    // A cancelled touch (the system took it) is dropped, not released, as when the desktop
    // window loses the pointer: no fling and no tap.
    default: event = .focusLost
    }
    player?.handle(event, at: time / 1000)
}

/// A wheel event's `deltaX`, `deltaY` and `deltaMode`, on a page of `zoom` CSS pixels to a
/// point, at `time` in milliseconds. Returns 0 when it moves nothing, 1 for notches and 2 for a
/// touchpad's fractions of one, whose amount `snapnav_wheel_dx` and `snapnav_wheel_dy` then say.
@_cdecl("snapnav_wheel")
public func snapnavWheel(_ deltaX: Double, _ deltaY: Double, _ mode: Int32, _ zoom: Double, _ time: Double) -> Int32 {
    let event = player?.handleWheel(
        deltaX: deltaX, deltaY: deltaY, mode: Int(mode), pixelsPerPoint: zoom, at: time / 1000)
    guard case .wheel(let delta, let isPrecise)? = event else { return 0 }
    wheelDelta = delta
    return isPrecise ? 2 : 1
}

/// The last wheel event's input, in the units the navigation took it in (notches, or fractions
/// of one from a touchpad), x then y, for the take.
@_cdecl("snapnav_wheel_dx")
public func snapnavWheelDX() -> Double { wheelDelta.x }
@_cdecl("snapnav_wheel_dy")
public func snapnavWheelDY() -> Double { wheelDelta.y }

/// A key: 0 left, 1 right, 2 up, 3 down, 4 Escape, 5 Backspace, 6 Home.
@_cdecl("snapnav_key")
public func snapnavKey(_ code: Int32, _ time: Double) {
    let keys: [Key] = [.left, .right, .up, .down, .escape, .backspace, .home]
    guard code >= 0, Int(code) < keys.count else { return }
    player?.handle(.key(keys[Int(code)], []), at: time / 1000)
}

/// The page's drawing area changed to `width` × `height` points.
@_cdecl("snapnav_resize")
public func snapnavResize(_ width: Double, _ height: Double, _ time: Double) {
    player?.handle(.resize(Size(width: width, height: height)), at: time / 1000)
}

/// Steps to `time` (milliseconds) and composes the frame (`FrameEncoding`). Returns 1 while
/// the navigation moves by itself, so that the script asks for another frame; 0 at rest.
@_cdecl("snapnav_frame")
public func snapnavFrame(_ time: Double) -> Int32 {
    guard let player else { return 0 }
    let moving = player.drawFrame(at: time / 1000)
    encoding.encode(player.frame)
    frameNumbers.set(encoding.numbers)
    frameText.set(encoding.text)
    return moving ? 1 : 0
}

/// When something is next due without input — a panel's timed action, a touchpad swipe's
/// pause ending — in milliseconds on the script's clock, or −1 when nothing is. A frame that
/// returns 0 from `snapnav_frame` may still have something due: the script asks for a frame at
/// this time, where it would otherwise wait for an event that may never come.
@_cdecl("snapnav_next_deadline")
public func snapnavNextDeadline() -> Double {
    guard let deadline = player?.navigator.nextDeadline else { return -1 }
    return deadline * 1000
}

/// The frame's numbers (their address and count) and strings (address and length in bytes).
@_cdecl("snapnav_frame_numbers")
public func snapnavFrameNumbers() -> UnsafeMutablePointer<Double> { frameNumbers.base }
@_cdecl("snapnav_frame_number_count")
public func snapnavFrameNumberCount() -> Int32 { Int32(frameNumbers.count) }
@_cdecl("snapnav_frame_text")
public func snapnavFrameText() -> UnsafeMutablePointer<UInt8> { frameText.base }
@_cdecl("snapnav_frame_text_length")
public func snapnavFrameTextLength() -> Int32 { Int32(frameText.count) }
