extension PlayerScript {
    /// A recorded take as a script, in the take's viewport: its pointer events at their times,
    /// its wheel events as a browser would give them (a touchpad's in pixels, `wheelScale`
    /// points to a unit of the take, the default configuration's; whole notches as lines), and a frame every 1/60 s from
    /// the start to a second after the last event, so that what it set moving comes to rest.
    package init(take: InputRecording, wheelScale: Double = 40) {
        var events: [Step] = []
        for entry in take.entries {
            guard let event = entry.event else { continue }
            switch event {
            case .pointerDown, .pointerMove, .pointerUp:
                events.append(.event(event, time: entry.time))
            case .wheel(let delta, let isPrecise):
                let scale = isPrecise ? wheelScale : 3
                events.append(
                    .wheel(
                        deltaX: -delta.x * scale, deltaY: -delta.y * scale, mode: isPrecise ? 0 : 1, time: entry.time))
            default:
                continue
            }
        }
        let end = (take.entries.last?.time ?? 0) + 1
        var steps: [Step] = []
        var frame = 0
        var next = 0
        while Double(frame) / 60 <= end {
            let time = Double(frame) / 60
            while next < events.count, Self.time(of: events[next]) <= time {
                steps.append(events[next])
                next += 1
            }
            steps.append(.frame(time: time))
            frame += 1
        }
        self.init(viewport: take.header.viewport, steps: steps)
    }

    private static func time(of step: Step) -> Double {
        switch step {
        case .event(_, let time), .wheel(_, _, _, let time), .frame(let time): return time
        }
    }
}
