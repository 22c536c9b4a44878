import CSDL2
import CXInput2
import SnapNavCore

/// Smooth scrolling on X11. SDL2 makes wheel events there only from the core buttons 4–7 that
/// the server emulates, so a touchpad's two-finger scroll would arrive as whole notches. This
/// reads the scroll valuators of XInput 2 motion events on SDL's own X connection instead and
/// queues them as precise `SDL_MOUSEWHEEL` events (mouse id `snapnav_smooth_scroll_mouse_id`),
/// dropping the core wheel events the server emulated from the same scrolling.
///
/// SDL hands each XInput 2 event to the app as an `SDL_SYSWMEVENT` and frees it right after,
/// so the events are read in an SDL event filter, in the order SDL reads them from the server.
/// Without X11, XInput 2.1 or a device with scroll valuators nothing changes: `start` returns nil.
final class XInputSmoothScrolling {
    private let display: OpaquePointer
    private let xWindow: CXInput2.Window
    private let sdlWindowID: UInt32
    private let opcode: Int32
    private var valuators: SmoothScrollValuators

    /// Starts reading smooth scrolling for `window`, or returns nil where it cannot work.
    static func start(for window: Window) -> XInputSmoothScrolling? {
        var display: OpaquePointer?
        var xWindow: CXInput2.Window = 0
        guard snapnav_x11_window(UnsafeMutableRawPointer(window.handle), &display, &xWindow) == 1,
            let display
        else { return nil }
        var opcode: Int32 = 0
        var firstEvent: Int32 = 0
        var firstError: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else { return nil }
        let scrolling = XInputSmoothScrolling(
            display: display, xWindow: xWindow, sdlWindowID: window.id, opcode: opcode)
        scrolling.updateDevices()
        scrolling.selectEvents()
        SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
        SDL_SetEventFilter(
            { userdata, event in
                guard let userdata, let event else { return 1 }
                let scrolling = Unmanaged<XInputSmoothScrolling>.fromOpaque(userdata).takeUnretainedValue()
                return scrolling.filter(event) ? 1 : 0
            }, Unmanaged.passUnretained(scrolling).toOpaque())
        return scrolling
    }

    private init(display: OpaquePointer, xWindow: CXInput2.Window, sdlWindowID: UInt32, opcode: Int32) {
        self.display = display
        self.xWindow = xWindow
        self.sdlWindowID = sdlWindowID
        self.opcode = opcode
        valuators = SmoothScrollValuators(isPointerInside: Self.isPointer(inside: xWindow, of: display))
    }

    /// Whether the pointer is over `window` now: it may have entered before SDL passed events on.
    private static func isPointer(inside window: CXInput2.Window, of display: OpaquePointer) -> Bool {
        var root: CXInput2.Window = 0
        var child: CXInput2.Window = 0
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var x: Int32 = 0
        var y: Int32 = 0
        var buttons: UInt32 = 0
        var attributes = XWindowAttributes()
        guard XQueryPointer(display, window, &root, &child, &rootX, &rootY, &x, &y, &buttons) != 0,
            XGetWindowAttributes(display, window, &attributes) != 0
        else { return false }
        return x >= 0 && y >= 0 && x < attributes.width && y < attributes.height
    }

    deinit {
        SDL_SetEventFilter(nil, nil)
        SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_DISABLE)
    }

    /// Whether a device with scroll valuators was found, so scrolling arrives smooth.
    var isActive: Bool { valuators.isAvailable }

    // MARK: Selecting events

    /// Adds to what SDL already selected: motion on the window (SDL selects it for touch and
    /// reads the pointer from it), raw wheel presses on the root window to recognise emulated
    /// ones, and device changes. Selecting replaces a client's mask for a window and device, and
    /// SDL shares this connection, so each mask is merged with the one in force.
    private func selectEvents() {
        let root = XDefaultRootWindow(display)
        addToSelection(window: xWindow, device: XIAllMasterDevices, events: [XI_Motion])
        addToSelection(
            window: root, device: XIAllMasterDevices, events: [XI_RawMotion, XI_RawButtonPress, XI_RawButtonRelease])
        addToSelection(window: root, device: XIAllDevices, events: [XI_HierarchyChanged, XI_DeviceChanged])
        XFlush(display)
    }

    private func addToSelection(window: CXInput2.Window, device: Int32, events: [Int32]) {
        var mask = [UInt8](repeating: 0, count: Int(snapnav_xi_mask_length()))
        var count: Int32 = 0
        if let selected = XIGetSelectedEvents(display, window, &count) {
            for index in 0..<Int(count) where selected[index].deviceid == device {
                let existing = selected[index]
                for byte in 0..<min(Int(existing.mask_len), mask.count) { mask[byte] |= existing.mask[byte] }
            }
            XFree(selected)
        }
        for event in events { snapnav_xi_set_mask(&mask, event) }
        mask.withUnsafeMutableBufferPointer { bytes in
            var selection = XIEventMask(deviceid: device, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
            _ = XISelectEvents(display, window, &selection, 1)
        }
    }

    /// Reads every pointer device's scroll valuators and their values now, as baselines.
    private func updateDevices() {
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display, XIAllDevices, &count) else { return }
        defer { XIFreeDeviceInfo(devices) }
        var scrollValuators: [Int: [ScrollValuator]] = [:]
        var values: [Int: [Int: Double]] = [:]
        for device in UnsafeBufferPointer(start: devices, count: Int(count)) where device.use != XISlaveKeyboard {
            let id = Int(device.deviceid)
            for index in 0..<Int(device.num_classes) {
                guard let info = device.classes[index] else { continue }
                let raw = UnsafeRawPointer(info)
                if info.pointee.type == XIScrollClass {
                    let scroll = raw.assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                    let axis: Axis = scroll.scroll_type == XIScrollTypeHorizontal ? .horizontal : .vertical
                    scrollValuators[id, default: []].append(
                        ScrollValuator(number: Int(scroll.number), axis: axis, increment: scroll.increment))
                } else if info.pointee.type == XIValuatorClass {
                    let valuator = raw.assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                    values[id, default: [:]][Int(valuator.number)] = valuator.value
                }
            }
        }
        valuators.setDevices(scrollValuators, values: values)
    }

    // MARK: Filtering

    /// Called by SDL for every event before it is queued; false drops the event.
    private func filter(_ event: UnsafeMutablePointer<SDL_Event>) -> Bool {
        switch event.pointee.type {
        case SDL_SYSWMEVENT.rawValue:
            if let cookie = snapnav_x11_cookie(event, opcode) { handle(cookie.pointee) }
            // Nothing else in the app reads system events.
            return false
        case SDL_MOUSEWHEEL.rawValue:
            let which = event.pointee.wheel.which
            guard which != snapnav_smooth_scroll_mouse_id, which != snapnav_touch_mouse_id else { return true }
            return !valuators.consumeDuplicateWheelEvent()
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.pointee.window.event) {
            case SDL_WINDOWEVENT_ENTER.rawValue: valuators.pointerEntered()
            case SDL_WINDOWEVENT_LEAVE.rawValue: valuators.pointerLeft()
            default: break
            }
            return true
        default:
            return true
        }
    }

    private func handle(_ cookie: XGenericEventCookie) {
        switch cookie.evtype {
        case XI_Motion:
            let motion = cookie.data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            // Emulated motion is the server's smooth version of wheel buttons, which SDL reports.
            guard motion.event == xWindow, motion.flags & XIPointerEmulated == 0 else { return }
            let values = Self.values(of: motion.valuators)
            guard let delta = valuators.scrolling(device: Int(motion.sourceid), values: values) else { return }
            queueWheel(delta, at: Point(x: motion.event_x, y: motion.event_y))
        case XI_RawButtonPress, XI_RawButtonRelease:
            let raw = cookie.data.assumingMemoryBound(to: XIRawEvent.self).pointee
            guard (4...7).contains(raw.detail) else { return }
            if cookie.evtype == XI_RawButtonRelease {
                valuators.wheelButtonReleased()
            } else if raw.flags & XIPointerEmulated != 0 {
                valuators.emulatedWheelButtonPressed()
            }
        case XI_RawMotion:
            let raw = cookie.data.assumingMemoryBound(to: XIRawEvent.self).pointee
            valuators.rawMotion(device: Int(raw.sourceid), valuatorNumbers: Set(Self.values(of: raw.valuators).keys))
        case XI_HierarchyChanged:
            updateDevices()
        case XI_DeviceChanged:
            // A slave switch only says which device drives the master pointer; events name
            // their source device, whose totals carry on.
            let change = cookie.data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee
            if change.reason == XIDeviceChange { updateDevices() }
        default:
            break
        }
    }

    /// The values an event reports, by valuator number (the mask says which are present).
    private static func values(of state: XIValuatorState) -> [Int: Double] {
        var values: [Int: Double] = [:]
        var next = 0
        for number in 0..<Int(state.mask_len) * 8 where snapnav_xi_mask_is_set(state.mask, Int32(number)) != 0 {
            values[number] = state.values[next]
            next += 1
        }
        return values
    }

    /// Queues scrolling of `delta` notches (right and down positive) as SDL reports a wheel:
    /// positive x scrolls right and positive y scrolls up.
    private func queueWheel(_ delta: Point, at location: Point) {
        var event = SDL_Event()
        event.wheel.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.windowID = sdlWindowID
        event.wheel.which = snapnav_smooth_scroll_mouse_id
        event.wheel.preciseX = Float(delta.x)
        event.wheel.preciseY = Float(-delta.y)
        event.wheel.x = Int32(delta.x.rounded(.towardZero))
        event.wheel.y = Int32((-delta.y).rounded(.towardZero))
        event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        event.wheel.mouseX = Int32(location.x)
        event.wheel.mouseY = Int32(location.y)
        SDL_PushEvent(&event)
    }
}
