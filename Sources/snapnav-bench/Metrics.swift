/// The report's lines, in the order the table shows them.
enum Metrics {
    static let all: [Metric] = frames + floor + panels + steady + process + window + latency + core + blending

    private static let frames: [Metric] = BenchSuite.sizes.flatMap { size -> [Metric] in
        let key = BenchSuite.sizeKey(size)
        let name = "\(Int(size.width))×\(Int(size.height))"
        let rows = [
            ("demo", "demo swipe"), ("direct", "demo swipe, panels drawn directly"),
            ("list", "chat list scrolling"), ("list_direct", "chat list scrolling, drawn directly"),
        ]
        return rows.flatMap { row, label -> [Metric] in
            [
                Metric(key: "\(row).\(key).median", label: "\(label) \(name): frame CPU median", unit: .milliseconds),
                Metric(key: "\(row).\(key).p99", label: "\(label) \(name): frame CPU p99", unit: .milliseconds),
            ]
        } + [
            Metric(
                key: "layers.demo.\(key).renders", label: "layers drawn in the demo swipe's measured frames \(name)",
                unit: .count),
            Metric(
                key: "bar_layers.demo.\(key).renders",
                label: "bar layers drawn in the demo swipe's measured frames \(name)", unit: .count),
        ]
    }

    private static let floor: [Metric] =
        BenchSuite.sizes.flatMap { size -> [Metric] in
            let key = BenchSuite.sizeKey(size)
            let name = "\(Int(size.width))×\(Int(size.height))"
            return [
                Metric(
                    key: "floor.\(key).median", label: "bare SDL loop \(name): frame CPU median", unit: .milliseconds),
                Metric(key: "floor.\(key).p99", label: "bare SDL loop \(name): frame CPU p99", unit: .milliseconds),
            ]
        }
        + BenchSuite.sizes.flatMap { size -> [Metric] in
            let key = BenchSuite.sizeKey(size)
            let name = "\(Int(size.width))×\(Int(size.height))"
            return [
                Metric(
                    key: "ratio.demo_floor.\(key)", label: "demo / floor \(name) (medians)", unit: .ratio,
                    goal: Metric.atMost(1.3, "≤ 1.3")),
                Metric(
                    key: "ratio.demo_floor_p99.\(key)", label: "demo / floor \(name) (p99s)", unit: .ratio,
                    goal: Metric.atMost(2, "≤ 2")),
                Metric(
                    key: "ratio.direct_floor.\(key)", label: "demo drawn directly / floor \(name) (medians)",
                    unit: .ratio),
                Metric(key: "ratio.list_floor.\(key)", label: "list scrolling / floor \(name) (medians)", unit: .ratio),
                Metric(
                    key: "ratio.list_direct_floor.\(key)", label: "list drawn directly / floor \(name) (medians)",
                    unit: .ratio),
            ]
        }

    private static let panels: [Metric] =
        BenchSuite.panelCounts.flatMap { count -> [Metric] in
            [
                Metric(
                    key: "panels.\(count).median", label: "\(count) panels on an arm: frame CPU median",
                    unit: .milliseconds),
                Metric(
                    key: "panels.\(count).p99", label: "\(count) panels on an arm: frame CPU p99", unit: .milliseconds),
            ]
        } + [
            Metric(
                key: "ratio.panels_1000_5", label: "1000 / 5 panels (medians)", unit: .ratio,
                goal: Metric.atMost(1.1, "≤ 1.1"))
        ]

    private static let steady: [Metric] = [
        Metric(
            key: "steady.text_renders", label: "SDL_ttf renders in measured frames", unit: .count,
            goal: Metric.atMost(0, "0")),
        Metric(key: "steady.allocations_per_frame", label: "heap allocations per frame (worst layout)", unit: .count),
    ]

    private static let process: [Metric] = [
        Metric(
            key: "rest.cpu", label: "CPU time over 5 s at rest (real app, window)", unit: .milliseconds,
            goal: ("< 10 ms", { value, _ in value < 0.010 })),
        Metric(key: "rest.wakeups", label: "wake-ups over 5 s at rest", unit: .count),
        Metric(key: "startup.first_frame", label: "start → first present (headless)", unit: .milliseconds),
        Metric(key: "startup.peak_rss", label: "peak RSS, headless first frame", unit: .megabytes),
        Metric(
            key: "startup.folder.first_frame", label: "a 60-screen 3× export folder: start → first present",
            unit: .milliseconds, goal: ("≤ 300 ms", { value, _ in value <= 0.300 })),
        Metric(
            key: "startup.folder.peak_rss", label: "a 60-screen 3× export folder: peak RSS to first present",
            unit: .megabytes),
        Metric(
            key: "startup.folder.checked", label: "a 60-screen 3× export folder: start → every image checked, exit",
            unit: .milliseconds),
        Metric(
            key: "startup.folder.checked_peak_rss", label: "a 60-screen 3× export folder: peak RSS, whole run",
            unit: .megabytes),
        Metric(
            key: "startup.single.first_frame", label: "a one-screen 3× export folder: start → first present",
            unit: .milliseconds),
        Metric(
            key: "ratio.startup_folder_single", label: "60-screen folder / one-screen folder, first present (medians)",
            unit: .ratio),
        Metric(key: "rest.peak_rss", label: "peak RSS, window at rest", unit: .megabytes),
        Metric(
            key: "folder.median", label: "a 60-screen 3× export folder swiped, 360×640: frame CPU median",
            unit: .milliseconds),
        Metric(
            key: "folder.p99", label: "a 60-screen 3× export folder swiped, 360×640: frame CPU p99",
            unit: .milliseconds),
        Metric(
            key: "folder.placeholder_frames", label: "a 60-screen 3× export folder swiped: frames with a placeholder",
            unit: .count),
    ]

    private static let window: [Metric] = [
        Metric(key: "window.app.shown", label: "window: start → first present, app", unit: .milliseconds),
        Metric(key: "window.bare.shown", label: "window: start → first present, bare SDL window", unit: .milliseconds),
        Metric(
            key: "ratio.window_shown_bare", label: "window shown, app / bare SDL window (medians)", unit: .ratio,
            goal: Metric.atMost(1.2, "≤ 1.2")),
        Metric(
            key: "window.bare_drawing.shown",
            label: "window: start → first present, bare window drawing each kind once",
            unit: .milliseconds),
        Metric(
            key: "ratio.window_shown_bare_drawing", label: "window shown, app / bare window drawing (medians)",
            unit: .ratio),
        Metric(key: "window.app.rss", label: "window at rest: RSS, app", unit: .megabytes),
        Metric(key: "window.bare.rss", label: "window at rest: RSS, bare SDL window", unit: .megabytes),
        Metric(
            key: "ratio.window_rss_bare", label: "RSS at rest, app / bare SDL window (medians)", unit: .ratio,
            goal: Metric.atMost(1.25, "≤ 1.25")),
        Metric(
            key: "window.bare_drawing.rss", label: "window at rest: RSS, bare window drawing each kind once",
            unit: .megabytes),
        Metric(
            key: "ratio.window_rss_bare_drawing", label: "RSS at rest, app / bare window drawing (medians)",
            unit: .ratio),
        Metric(
            key: "window_swipe.showcase.median", label: "a swipe in a window, showcase: process CPU median",
            unit: .milliseconds),
        Metric(
            key: "window_swipe.flat.median", label: "a swipe in a window, three flat panels: process CPU median",
            unit: .milliseconds),
        Metric(
            key: "window_swipe.flat_bars.median",
            label: "a swipe in a window, three flat panels with the bars: process CPU median", unit: .milliseconds),
        // Real screens against flat ones on the same path, the bars over both: what the screens
        // cost. The bars are the same on both sides, and their own cost is the row after.
        Metric(
            key: "ratio.window_swipe_showcase_flat_bars",
            label: "a swipe in a window, showcase / flat with the bars (median of the rounds' ratios)", unit: .ratio,
            goal: Metric.atMost(1.15, "≤ 1.15")),
        Metric(
            key: "ratio.window_swipe_showcase_flat_bars.of_medians",
            label: "a swipe in a window, showcase / flat with the bars (ratio of all swipes' medians)", unit: .ratio),
        Metric(
            key: "ratio.window_swipe_showcase_flat",
            label: "a swipe in a window, showcase / flat without bars (median of the rounds' ratios)", unit: .ratio),
        Metric(
            key: "ratio.window_swipe_showcase_flat.of_medians",
            label: "a swipe in a window, showcase / flat without bars (ratio of all swipes' medians)", unit: .ratio),
        Metric(
            key: "ratio.window_swipe_bars_flat",
            label: "a swipe in a window, flat with the bars / flat without (median of the rounds' ratios)",
            unit: .ratio),
        Metric(
            key: "window.app_opengl.shown", label: "window: start → first present, app through OpenGL",
            unit: .milliseconds),
        Metric(
            key: "ratio.window_shown_opengl_bare",
            label: "window shown, app through OpenGL / bare SDL window (medians)",
            unit: .ratio),
        Metric(key: "window.app_opengl.rss", label: "window at rest: RSS, app through OpenGL", unit: .megabytes),
        Metric(
            key: "ratio.window_rss_opengl_bare", label: "RSS at rest, app through OpenGL / bare SDL window (medians)",
            unit: .ratio),
        Metric(
            key: "window_swipe.showcase_opengl.median",
            label: "a swipe in a window through OpenGL, showcase: process CPU median", unit: .milliseconds),
        Metric(
            key: "window_swipe.flat_opengl.median",
            label: "a swipe in a window through OpenGL, three flat panels: process CPU median", unit: .milliseconds),
        Metric(
            key: "window_swipe.flat_bars_opengl.median",
            label: "a swipe in a window through OpenGL, three flat panels with the bars: process CPU median",
            unit: .milliseconds),
        Metric(
            key: "ratio.window_swipe_opengl_showcase_flat_bars",
            label: "a swipe in a window through OpenGL, showcase / flat with the bars (median of the rounds' ratios)",
            unit: .ratio),
        Metric(
            key: "ratio.window_swipe_opengl_showcase_flat",
            label: "a swipe in a window through OpenGL, showcase / flat without bars (median of the rounds' ratios)",
            unit: .ratio),
    ]

    private static let latency: [Metric] = [
        Metric(
            key: "latency.median", label: "input → present latency median", unit: .milliseconds,
            goal: ("≤ 1 period", { value, values in value <= values["pacing.period", default: 1.0 / 60] })),
        Metric(
            key: "latency.p99", label: "input → present latency p99", unit: .milliseconds,
            goal: (
                "≤ 1.5 periods", { value, values in value <= 1.5 * values["pacing.period", default: 1.0 / 60] }
            )),
        Metric(key: "pacing.period", label: "display period paced to", unit: .milliseconds),
        Metric(
            key: "latency.cpu_per_frame", label: "frame loop CPU per presented frame, window", unit: .milliseconds),
        Metric(
            key: "pacing.median", label: "animation frame interval median", unit: .milliseconds,
            goal: (
                "period ± 1 ms", { value, values in abs(value - values["pacing.period", default: 1.0 / 60]) <= 0.001 }
            )),
        Metric(
            key: "pacing.max", label: "animation frame interval max", unit: .milliseconds,
            goal: ("≤ 1.5 periods", { value, values in value <= 1.5 * values["pacing.period", default: 1.0 / 60] })),
    ]

    private static let core: [Metric] = [
        Metric(key: "core.frame", label: "Core: physics + layout per frame, cross", unit: .nanoseconds),
        Metric(key: "core.build_1000", label: "Core: build the cross with 1000 panels on an arm", unit: .milliseconds),
        Metric(
            key: "core.resize_1000", label: "Core: resize the cross with 1000 panels on an arm", unit: .microseconds),
    ]

    private static let blending: [Metric] = [
        Metric(
            key: "blending.bars.own", label: "bar layer 1080×264 faded over a panel: CPixelBlending",
            unit: .microseconds),
        Metric(
            key: "blending.bars.pixman", label: "bar layer 1080×264 faded over a panel: pixman", unit: .microseconds),
        Metric(key: "ratio.blending_bars_pixman_own", label: "bars: pixman / CPixelBlending", unit: .ratio),
        Metric(
            key: "blending.bars.difference", label: "bars: largest difference between the two (levels)", unit: .count),
        Metric(
            key: "blending.scaled.own", label: "1170×2532 layer scaled over 1080×1920: CPixelBlending",
            unit: .milliseconds),
        Metric(
            key: "blending.scaled.pixman", label: "1170×2532 layer scaled over 1080×1920: pixman", unit: .milliseconds),
        Metric(key: "ratio.blending_scaled_pixman_own", label: "scaled layer: pixman / CPixelBlending", unit: .ratio),
        Metric(
            key: "blending.scaled.difference", label: "scaled layer: largest difference between the two (levels)",
            unit: .count),
    ]
}
