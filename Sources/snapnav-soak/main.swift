import CSDL2
import Foundation
import SnapNavCore
import SnapNavSDL
import SnapNavTesting

/// Prints to standard error.
func report(_ message: String) {
    StandardError.write(message)
}

/// What the soak measured at one moment.
struct Sample {
    var time: Double
    var residentBytes: Int
    var textures: Int

    var line: String {
        "t=\(Int(time.rounded()))s rss=\(megabytes(residentBytes)) MB textures=\(textures)"
    }
}

func megabytes(_ bytes: Int) -> String {
    String(format: "%.2f", Double(bytes) / 1_048_576)
}

let settings: SoakSettings
do {
    settings = try SoakSettings.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    report("snapnav-soak: \(error)\n\n\(SoakSettings.usage)")
    exit(2)
}
guard let assets = AssetLocator.assetsDirectory() else {
    report("snapnav-soak: cannot find the Assets directory; set SNAPNAV_ASSETS to its path")
    exit(1)
}

/// Runs the app on random input for the soak's duration and returns the samples. The app
/// lives only inside this function, so that what it leaves behind can be counted after.
func soak(_ configuration: Configuration) throws -> [Sample] {
    let clock = SystemClock()
    let app = try SnapNavApp(configuration: configuration, headless: true, assetsDirectory: assets, clock: clock)
    guard let window = SDL_GetWindowFromID(app.window.id) else {
        throw SDLError("SDL_GetWindowFromID: \(String(cString: SDL_GetError()))")
    }
    let size = app.window.size
    var input = SoakInput(
        seed: settings.seed, window: window, windowID: app.window.id,
        baseSize: (Int32(size.width), Int32(size.height)))
    // The warm-up starts with tours of every panel at every window size the input uses, so
    // that every title and icon the random input can show is already cached. The tour runs
    // three times because glibc raises its mmap threshold after the first large window buffer
    // is freed: later buffers come from the heap, which grows to hold the largest of them.
    for (width, height) in Array(repeating: input.sizes, count: 3).joined() {
        SDL_SetWindowSize(window, width, height)
        for panel in configuration.horizontal + configuration.vertical {
            app.navigator.navigate(to: panel, animated: false)
            try app.run(frameLimit: app.scheduler.framesPresented + 1)
            // Lists and grids are scrolled through to their end, so every row has been drawn.
            guard let content = app.navigator.panel(withID: panel) as? ScrollingPanelController else { continue }
            content.beginNestedDragging()
            let page = Double(max(height - 128, 1))
            for _ in 0...Int((content.nestedMaximumOffset / page).rounded(.up)) {
                content.updateNestedDragging(by: -page)
                try app.run(frameLimit: app.scheduler.framesPresented + 1)
            }
            content.updateNestedDragging(by: content.nestedContentOffset + page)
            content.endNestedDragging(velocity: 0)
            while content.isRunningAnimation { try app.run(frameLimit: app.scheduler.framesPresented + 1) }
        }
    }
    input.restoreSize()
    app.navigator.navigate(to: configuration.start, animated: false)
    let start = clock.now
    var nextSample = 0.0
    var samples: [Sample] = []
    while true {
        let frameStart = clock.now
        let elapsed = frameStart - start
        if elapsed >= nextSample {
            // Samples are taken at the same window size, so the window's own buffers do not
            // make memory look as if it grew or shrank.
            input.restoreSize()
            try app.run(frameLimit: app.scheduler.framesPresented + 1)
            let sample = Sample(
                time: elapsed, residentBytes: ResidentMemory.bytes() ?? 0, textures: SDLResources.live.textures)
            samples.append(sample)
            print("snapnav-soak: \(sample.line) frames=\(app.scheduler.framesPresented)")
            fflush(stdout)
            if elapsed >= settings.duration { break }
            nextSample += settings.sampleEvery
            if nextSample > settings.duration { nextSample = settings.duration }
        }
        input.pushInput(at: elapsed)
        try app.run(frameLimit: app.scheduler.framesPresented + 1)
        guard !app.quitRequested else { throw SDLError("the app quit by itself after \(Int(elapsed)) s") }
        let rest = 1.0 / 60 - (clock.now - frameStart)
        if rest > 0 { usleep(UInt32(rest * 1_000_000)) }
    }
    // Quit as a person would, through the real loop.
    var quit = SDLEventFactory.quit()
    SDL_PushEvent(&quit)
    try app.run()
    return samples
}

let configPath = settings.configPath ?? assets + "/demo.json"
let samples: [Sample]
do {
    samples = try soak(try Configuration.load(path: configPath))
} catch {
    report("snapnav-soak: \(error)")
    exit(1)
}

let afterWarmUp = samples.filter { $0.time >= settings.warmUp }
guard let base = afterWarmUp.first, let last = afterWarmUp.last else {
    report("snapnav-soak: no samples after the warm-up")
    exit(1)
}
// Memory is compared between the first and the last third of the samples after the warm-up,
// by their medians: a single sample also catches how full the bounded caches happen to be at
// that instant (a layer is most of a megabyte), while a leak moves the whole later third.
let third = max(1, afterWarmUp.count / 3)
func median(_ part: ArraySlice<Sample>) -> Int {
    let sorted = part.map(\.residentBytes).sorted()
    return sorted[sorted.count / 2]
}
let early = median(afterWarmUp.prefix(third))
let late = median(afterWarmUp.suffix(third))
let growth = Double(late - early) / Double(max(early, 1))
let mostTextures = afterWarmUp.map(\.textures).max() ?? last.textures
let left = SDLResources.live
print(
    "snapnav-soak: \(Int(last.time.rounded())) s, \(samples.count) samples; after the warm-up rss "
        + "\(megabytes(base.residentBytes)) MB at t=\(Int(base.time.rounded()))s -> \(megabytes(last.residentBytes)) MB, "
        + "median of the first third \(megabytes(early)) MB -> last third \(megabytes(late)) MB "
        + "(\(String(format: "%+.2f", growth * 100))%), textures \(base.textures) -> \(last.textures)"
        + " (at most \(mostTextures)); SDL objects left: \(left)")
var failures: [String] = []
if growth >= 0.05 { failures.append("resident memory grew \(String(format: "%.2f", growth * 100))% after the warm-up") }
if mostTextures > base.textures { failures.append("live textures grew from \(base.textures) to \(mostTextures)") }
if left != SDLResources.Counts() { failures.append("SDL objects were left after the app closed: \(left)") }
fflush(stdout)
for failure in failures { report("snapnav-soak: FAIL \(failure)") }
exit(failures.isEmpty ? 0 : 1)
