import CSDL2
import SnapNavCore
import SnapNavTesting

/// Random input as a demo on a stand gets it, pushed through SDL's event queue as devices
/// would: mouse drags, touchpad and wheel scrolling, one or two fingers, keys, window
/// resizes, focus loss, and pauses long enough for the app to come to rest.
struct SoakInput {
    private var random: SplitMix64
    private let window: OpaquePointer
    private let factory: SDLEventFactory
    /// The sizes the window is resized among: few, so the caches see every one in the warm-up
    /// and the text of every panel at every width fits the text cache together.
    let sizes: [(Int32, Int32)]
    private var gesture: [SDL_Event] = []
    private var pauseUntil = 0.0

    init(seed: UInt64, window: OpaquePointer, windowID: UInt32, baseSize: (Int32, Int32)) {
        random = SplitMix64(seed: seed)
        self.window = window
        factory = SDLEventFactory(windowID: windowID)
        sizes = [baseSize, (320, 480), (1, 1)]
    }

    /// Pushes the input due in the frame at `now` (seconds since the soak began).
    mutating func pushInput(at now: Double) {
        guard now >= pauseUntil else { return }
        if !gesture.isEmpty {
            var event = gesture.removeFirst()
            SDL_PushEvent(&event)
            return
        }
        switch random.next() % 100 {
        case 0..<30: gesture = mouseDrag()
        case 30..<45: gesture = wheelSwipe(precise: true)
        case 45..<52: gesture = wheelSwipe(precise: false)
        case 52..<67: gesture = fingerSwipe()
        case 67..<80: push(key())
        case 80..<84: resize()
        case 84..<86: push(factory.window(SDL_WINDOWEVENT_FOCUS_LOST))
        case 86..<88: gesture = mouseDrag() + [factory.window(SDL_WINDOWEVENT_FOCUS_LOST)]
        default: pauseUntil = now + Double(random.next() % 3000) / 1000
        }
    }

    /// Returns the window to its first size, for a sample that does not depend on the size.
    func restoreSize() {
        SDL_SetWindowSize(window, sizes[0].0, sizes[0].1)
    }

    private func push(_ event: SDL_Event) {
        var event = event
        SDL_PushEvent(&event)
    }

    private mutating func resize() {
        let size = sizes[Int(random.next() % UInt64(sizes.count))]
        SDL_SetWindowSize(window, size.0, size.1)
    }

    private mutating func number(_ range: ClosedRange<Int32>) -> Int32 {
        range.lowerBound + Int32(random.next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    private mutating func mouseDrag() -> [SDL_Event] {
        var x = number(0...400)
        var y = number(0...700)
        let horizontal = random.next() % 2 == 0
        let step = number(-40...40)
        var events = [factory.mouseButton(down: true, x: x, y: y)]
        for _ in 0..<number(1...20) {
            if horizontal { x += step } else { y += step }
            events.append(factory.mouseMotion(x: x, y: y))
        }
        events.append(factory.mouseButton(down: false, x: x, y: y))
        return events
    }

    private mutating func wheelSwipe(precise: Bool) -> [SDL_Event] {
        let horizontal = random.next() % 2 == 0
        let direction: Float = random.next() % 2 == 0 ? 1 : -1
        return (0..<number(1...15)).map { _ in
            let amount = precise ? direction * Float(number(1...30)) / 10 : direction
            return factory.wheel(preciseX: horizontal ? amount : 0, preciseY: horizontal ? 0 : amount)
        }
    }

    private mutating func fingerSwipe() -> [SDL_Event] {
        let fingers = Int64(number(1...2))
        var x = Float(number(0...100)) / 100
        var y = Float(number(0...100)) / 100
        let dx = Float(number(-8...8)) / 100
        let dy = Float(number(-8...8)) / 100
        func finger(_ type: SDL_EventType, _ id: Int64) -> SDL_Event {
            factory.finger(type, finger: id, x: x + Float(id) * 0.1, y: y, dx: dx, dy: dy)
        }
        var events = (0..<fingers).map { finger(SDL_FINGERDOWN, $0) }
        for _ in 0..<number(1...15) {
            x += dx
            y += dy
            events += (0..<fingers).map { finger(SDL_FINGERMOTION, $0) }
        }
        events += (0..<fingers).map { finger(SDL_FINGERUP, $0) }
        return events
    }

    private mutating func key() -> SDL_Event {
        // The navigation keys and a key it ignores, not the ones that quit nor the designer tools'
        // (P writes a screenshot file; the H overlay shows live numbers, new text every frame).
        let keys: [SDL_KeyCode] = [
            SDLK_LEFT, SDLK_RIGHT, SDLK_UP, SDLK_DOWN, SDLK_a, SDLK_d, SDLK_w, SDLK_s, SDLK_HOME,
            SDLK_SPACE,
        ]
        return factory.key(keys[Int(random.next() % UInt64(keys.count))])
    }
}
