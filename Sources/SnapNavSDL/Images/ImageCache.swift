import CSDL2
import SnapNavCore

/// Image files decoded (`DecodedImage.decode`), by the path the configuration resolved, kept
/// within a budget of bytes.
///
/// In the background (a running app's way), files are decoded on a thread of their own in the
/// order `schedule(_:)` gives, nearest screen first, so that a prototype of many screens opens
/// at once: those within the budget are kept, every other file is decoded once to check it
/// and to take its colours, then freed. A file asked for before it is ready is hurried to the
/// front of the queue and drawn meanwhile as its mean colour, once that is known, so that a
/// frame never waits for a decode. Otherwise (replays, exports, tests) a file is decoded when
/// it is first drawn.
///
/// Once an image off screen has been scaled to every size it is drawn at, its pixels are handed
/// over to those copies (`handOver(_:)`): freed, with its size kept, so that it is drawn from
/// the copies and not decoded again until a copy must be made anew (a new window size or scale).
/// A screen off to the side then costs its scaled copy, not the full export as well.
///
/// SVGs are rendered at `renderScale`, the window's pixels per point, so that they are drawn
/// one pixel to one; when the scale changes, those rendered at another are rendered again.
///
/// When the budget is exceeded, the images ranked farthest in the schedule leave first (the
/// least recently used among equals), and are decoded again when they are next wanted. A file
/// that cannot be decoded is remembered too, so a bad one costs one attempt. What each decode
/// found, colours or a failure, waits in `takeFindings()` for the app.
final class ImageCache {
    /// Bytes of decoded pixels kept: five 1170 × 2532 exports (the screen and its four
    /// neighbours), whatever the number of screens in the prototype. A variable, so that tests
    /// can see what happens beyond it with small images.
    static var defaultBudget = 64 << 20

    /// What decoding one file found: its colours, or why it cannot be decoded, and anything
    /// the designer should know of how its colours were read (`DecodedImage.notice`).
    struct Finding: Equatable {
        let path: String
        let result: Result<ImageColors, ImageDecodingFailure>
        var notice: ImageNotice? = nil
    }

    private struct Entry {
        var image: DecodedImage
        var lastUse: UInt64
    }

    private let budget: Int
    private let decoder: BackgroundImageDecoder?
    /// The generation of the decoder's outcomes that still count: older ones were asked for
    /// before the files were forgotten.
    private var generation = 0
    private var kept: [String: Entry] = [:]
    private var failures: [String: ImageDecodingFailure] = [:]
    /// The size of each image whose pixels were handed over to its scaled copies.
    private var handedOver: [String: PixelSize] = [:]
    /// The colours of every file decoded since the cache was made or emptied.
    private var colors: [String: ImageColors] = [:]
    /// Each scheduled file's place in the schedule: lower is nearer.
    private var rank: [String: Int] = [:]
    /// Files drawn as a placeholder that have not arrived since.
    private var missed: Set<String> = []
    private var findings: [Finding] = []
    private var bytes = 0
    private var clock: UInt64 = 0
    /// The pixels per point SVGs are rendered at: the window's (`setRenderScale(_:)`).
    private(set) var renderScale = 1.0
    /// The files kept or handed over that were rendered at `renderScale` (SVGs).
    private var rendered: Set<String> = []
    /// How many files have been decoded since the cache was made (those taken in by
    /// `adopt(_:)` were decoded elsewhere, and are not counted).
    private(set) var loadCount = 0
    /// How many times an image was asked for before it was ready, and a placeholder drawn.
    private(set) var missCount = 0

    /// A cache decoding on demand, or in the background when `wake` is given: called on the
    /// decoding thread each time a file is done.
    init(budget: Int = ImageCache.defaultBudget, wake: (@Sendable () -> Void)? = nil) {
        self.budget = budget
        if let wake {
            decoder = BackgroundImageDecoder(finished: wake)
        } else {
            decoder = nil
        }
    }

    deinit {
        decoder?.stop()
    }

    /// An image's width and height in pixels.
    struct PixelSize: Equatable {
        var width: Int
        var height: Int
    }

    /// The size of the image at `name`, known while its pixels are kept or handed over to its
    /// scaled copies; nil otherwise. Asks for nothing to be decoded.
    func pixelSize(named name: String) -> PixelSize? {
        if let known = kept[name] { return PixelSize(width: known.image.width, height: known.image.height) }
        return handedOver[name]
    }

    /// Renders SVGs at `scale` pixels per point from now on: those rendered at another scale
    /// are forgotten (their colours kept), and rendered again when they are next wanted.
    func setRenderScale(_ scale: Double) {
        guard scale != renderScale, scale > 0, scale.isFinite else { return }
        renderScale = scale
        decoder?.setScale(scale)
        for path in rendered {
            if let entry = kept.removeValue(forKey: path) { bytes -= entry.image.byteCount }
            handedOver[path] = nil
        }
        rendered.removeAll()
    }

    /// Whether the pixels of the image at `name` are kept.
    func keepsPixels(of name: String) -> Bool { kept[name] != nil }

    /// Frees the pixels of the image at `name`, whose scaled copies now hold all that is drawn
    /// of it, keeping its size and colours; it is not decoded again until `image(named:)` asks.
    func handOver(_ name: String) {
        guard let entry = kept.removeValue(forKey: name) else { return }
        bytes -= entry.image.byteCount
        handedOver[name] = PixelSize(width: entry.image.width, height: entry.image.height)
    }

    /// The bytes of decoded pixels kept now.
    var keptBytes: Int { bytes }

    /// Whether the last schedule named any file: a prototype without images has nothing to rank.
    var hasScheduledFiles: Bool { !rank.isEmpty }

    /// Whether the background has nothing left to decode.
    var isIdle: Bool { decoder?.isIdle ?? true }

    /// Forgets every image, colour and failure, so each file is read again on its next use.
    func removeAll() {
        kept.removeAll()
        failures.removeAll()
        handedOver.removeAll()
        colors.removeAll()
        missed.removeAll()
        rendered.removeAll()
        bytes = 0
        if let decoder {
            decoder.cancelQueued()
            generation = decoder.currentGeneration
        }
    }

    /// Ranks `files` (each path with the bytes its pixels will take) nearest first, and in
    /// the background decodes, in that order, those within the budget that are not kept, and
    /// every other one not yet decoded once.
    func schedule(_ files: [(path: String, bytes: Int)]) {
        rank.removeAll(keepingCapacity: true)
        var wanted: [String] = []
        var total = 0
        for (index, file) in files.enumerated() where rank[file.path] == nil {
            rank[file.path] = index
            total += file.bytes
            guard kept[file.path] == nil, handedOver[file.path] == nil, failures[file.path] == nil else { continue }
            if total <= budget || wanted.isEmpty || colors[file.path] == nil { wanted.append(file.path) }
        }
        decoder?.schedule(wanted)
    }

    /// The decoded image file at `name`, or nil when it cannot be decoded or, in the
    /// background, is not decoded yet (then it is hurried). An image handed over to its scaled
    /// copies is decoded again: a copy is to be made anew.
    func image(named name: String) -> DecodedImage? {
        clock += 1
        if var known = kept[name] {
            known.lastUse = clock
            kept[name] = known
            return known.image
        }
        guard !name.isEmpty, failures[name] == nil else { return nil }
        handedOver[name] = nil
        if let decoder {
            missed.insert(name)
            missCount += 1
            decoder.hurry(name)
            return nil
        }
        note(DecodedImage.decode(name, scale: renderScale), for: name, keeping: name)
        return kept[name]?.image
    }

    /// The colour to draw in place of the image at `name` while it is not decoded: its mean
    /// colour, once it was decoded before; nil otherwise.
    func placeholderColor(named name: String) -> Color? {
        kept[name] == nil && failures[name] == nil ? colors[name]?.mean : nil
    }

    /// Takes in what the background decoded since the last call. Returns whether any of it
    /// was drawn as a placeholder meanwhile, so the screen should be drawn again.
    func absorb() -> Bool {
        guard let decoder else { return false }
        return take(decoder.collect())
    }

    /// Keeps `images`, decoded elsewhere (a hot reload's check of the first screens), as if
    /// decoded here, so that they are not decoded again.
    func adopt(_ images: [String: DecodedImage]) {
        for (path, image) in images where kept[path] == nil && (image.renderScale ?? renderScale) == renderScale {
            note(.success(image), for: path, keeping: nil, decodedHere: false)
        }
    }

    /// Decodes `paths` now (in the background's company, which takes its share), for what
    /// the first frame shows.
    func decodeNow(_ paths: [String]) {
        let needed = paths.filter { kept[$0] == nil && failures[$0] == nil }
        guard let decoder else {
            for path in needed { note(DecodedImage.decode(path, scale: renderScale), for: path, keeping: nil) }
            return
        }
        _ = take(decoder.decodeNow(needed))
    }

    /// Decodes every scheduled file not yet decoded once, nearest first, so that each broken
    /// one is found: a headless run does before it exits. The pixels of those beyond the
    /// budget are freed as they go.
    func checkEveryFile() {
        let unchecked = rank.sorted { $0.value < $1.value }.map(\.key).filter {
            colors[$0] == nil && failures[$0] == nil
        }
        guard let decoder else {
            for path in unchecked { note(DecodedImage.decode(path, scale: renderScale), for: path, keeping: nil) }
            return
        }
        decoder.decodeAll(unchecked) { _ = take($0) }
    }

    /// What decoding has found since the last call, in the order it was found.
    func takeFindings() -> [Finding] {
        defer { findings.removeAll() }
        return findings
    }

    private func take(_ outcomes: [BackgroundImageDecoder.Outcome]) -> Bool {
        var revealed = false
        for outcome in outcomes where outcome.generation == generation {
            // An SVG rendered before the scale changed is rendered again, if it is wanted.
            if case .success(let image) = outcome.result, let scale = image.renderScale, scale != renderScale {
                if missed.contains(outcome.path) { decoder?.hurry(outcome.path) }
                continue
            }
            // One drawn as a placeholder is wanted now, however it ranks.
            let wanted = missed.remove(outcome.path) != nil
            revealed = revealed || wanted
            note(outcome.result, for: outcome.path, keeping: wanted ? outcome.path : nil)
        }
        return revealed
    }

    /// Notes one decode: its finding, and its pixels kept within the budget; `keeping`, the
    /// file just drawn, stays even when it alone is larger. `decodedHere` counts it as a load.
    private func note(
        _ result: Result<DecodedImage, ImageDecodingFailure>, for path: String, keeping protected: String?,
        decodedHere: Bool = true
    ) {
        if decodedHere { loadCount += 1 }
        switch result {
        case .failure(let failure):
            failures[path] = failure
            findings.append(Finding(path: path, result: .failure(failure)))
        case .success(let image):
            if colors[path] == nil {
                findings.append(
                    Finding(
                        path: path, result: .success(image.colors),
                        notice: image.notice.map { ImageNotice(path: path, text: $0) }))
            }
            colors[path] = image.colors
            handedOver[path] = nil
            if image.renderScale != nil { rendered.insert(path) }
            if let earlier = kept[path] { bytes -= earlier.image.byteCount }
            clock += 1
            kept[path] = Entry(image: image, lastUse: clock)
            bytes += image.byteCount
            evict(protecting: protected)
        }
    }

    /// Frees the images ranked farthest (the least recently used among equals) until the rest
    /// fit the budget, never `protected`.
    private func evict(protecting protected: String?) {
        while bytes > budget {
            guard
                let victim = kept.filter({ $0.key != protected }).max(by: { a, b in
                    let (rankA, rankB) = (rank[a.key] ?? .max, rank[b.key] ?? .max)
                    return rankA != rankB ? rankA < rankB : a.value.lastUse > b.value.lastUse
                })
            else { return }
            bytes -= victim.value.image.byteCount
            kept[victim.key] = nil
        }
    }
}
