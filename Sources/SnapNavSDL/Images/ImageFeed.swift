import CSDL2
import SnapNavCore

/// The images of a prototype's screens, between the decoder and the frame: those on screen
/// and one swipe away decoded before the window opens, the rest in the background, nearest
/// first, ranked again whenever the screens shown change. It keeps what the decoding found
/// (colours, errors, notices) until the app takes it.
package final class ImageFeed {
    /// The decoded images the canvas draws from.
    let cache: ImageCache
    /// The configuration's path (or the folder's), as errors name it.
    private let file: String
    /// The colours sampled from the images decoded so far, for the panels and bars.
    package private(set) var edgeColors = ImageEdgeColors()
    /// The images found broken since the window opened, as errors naming the file and key.
    package private(set) var errors: [ConfigurationError] = []
    /// The panel the cross was headed for, and the screen on top, when the images were last
    /// ranked for decoding.
    private var rankedFor: (panel: ObjectIdentifier?, top: ObjectIdentifier?) = (nil, nil)
    /// Errors and notices found while the window was being made: said with the first frame,
    /// once the tools know how to name a folder's files.
    private var errorsBeforeTheWindow: [ConfigurationError] = []
    private var noticesBeforeTheWindow: [ImageNotice] = []

    /// A feed for `configuration`'s images (read from `file`), the first ranked from the panels
    /// `shown`, SVGs rendered at `scale` pixels per point until the window says otherwise;
    /// `inBackground`, it decodes on a thread of its own and wakes the frame loop with an SDL
    /// event of its own each time a file is done.
    init(_ configuration: Configuration, file: String, shown: [String], scale: Double, inBackground: Bool) {
        self.file = file
        if inBackground {
            let wake = SDL_RegisterEvents(1)
            cache = ImageCache {
                // Nothing reads the event: it only ends the loop's wait, and the frame takes the image in.
                var event = SDL_Event()
                event.type = wake
                SDL_PushEvent(&event)
            }
        } else {
            cache = ImageCache()
        }
        cache.setRenderScale(scale)
        cache.schedule(Self.ranking(configuration, from: shown, scale: scale))
    }

    /// Every image file of `configuration`, nearest to the panels `shown` first, with the bytes
    /// its decoded pixels take (an SVG's rendered at `scale`).
    private static func ranking(_ configuration: Configuration, from shown: [String], scale: Double)
        -> [(path: String, bytes: Int)]
    {
        configuration.imageFiles(of: configuration.panelsByReach(from: shown)).map {
            guard $0.file.format == .svg else { return ($0.file.path, $0.file.width * $0.file.height * 4) }
            let size = ImageFile.renderedSize(
                width: Double($0.file.width), height: Double($0.file.height), scale: scale)
            return ($0.file.path, size.width * size.height * 4)
        }
    }

    /// Decodes the images of `configuration`'s panels `shown` and of those one swipe away,
    /// taking their colours. Throws for one that cannot be decoded; any other file found broken
    /// meanwhile, and the notices of those decoded, are kept for the first frame.
    func decodeShownFirst(of configuration: Configuration, from shown: [String]) throws {
        let first = configuration.imageFiles(of: configuration.panelsOneSwipe(from: shown)).map(\.file.path)
        cache.decodeNow(first)
        for finding in cache.takeFindings() {
            if let notice = finding.notice { noticesBeforeTheWindow.append(notice) }
            switch finding.result {
            case .success(let colors):
                edgeColors.take(colors.bottomEdge, ofImageAt: finding.path)
            case .failure(let failure):
                let error = ImageDecodingCheck.error(decoding: finding.path, failure, in: configuration, file: file)
                guard !first.contains(finding.path) else { throw error }
                errorsBeforeTheWindow.append(error)
            }
        }
    }

    /// Ranks the images for `configuration` from what `navigator` shows, as a new navigation
    /// starts.
    func rank(_ configuration: Configuration, shownBy navigator: SwipeNavigator) {
        cache.schedule(Self.ranking(configuration, from: navigator.panelsShown, scale: cache.renderScale))
        rankedFor = Self.whatShows(in: navigator)
    }

    /// Notes what `navigator` shows as what the images were ranked from: at launch, where they
    /// were ranked from the same panels before the navigation was made.
    func ranked(asShownBy navigator: SwipeNavigator) { rankedFor = Self.whatShows(in: navigator) }

    /// Ranks the images again, nearest to what is shown first, when the cross heads for
    /// another panel or the screen on top changed: as a swipe is released, not only at rest,
    /// since a designer flicking through screens never lets the app rest. Checking costs two
    /// comparisons a frame, and nothing for a prototype without images.
    func rankIfShownChanged(_ configuration: Configuration, shownBy navigator: SwipeNavigator) {
        guard cache.hasScheduledFiles else { return }
        let shows = Self.whatShows(in: navigator)
        guard shows.panel != rankedFor.panel || shows.top != rankedFor.top else { return }
        rank(configuration, shownBy: navigator)
    }

    /// The panel `navigator`'s cross heads for and the screen on top, by identity: what the
    /// images were last ranked from.
    private static func whatShows(in navigator: SwipeNavigator) -> (panel: ObjectIdentifier?, top: ObjectIdentifier?) {
        (ObjectIdentifier(navigator.currentPanel), navigator.screens.top.map(ObjectIdentifier.init))
    }

    /// What the decoding found since it was last asked.
    struct Findings {
        /// Whether an image drawn as a placeholder can now be drawn.
        var redraw = false
        /// Whether the colours sampled from the new images changed any in `edgeColors`.
        var colorsChanged = false
        /// Files found broken, each once.
        var errors: [ConfigurationError] = []
        /// What is to be said of images that show.
        var notices: [ImageNotice] = []
    }

    /// Takes in what the background decoded for `configuration`:
    /// the images, their colours, and the files that cannot be decoded, which are kept in
    /// `errors` too.
    func absorb(into configuration: Configuration) -> Findings {
        var found = Findings(errors: errorsBeforeTheWindow, notices: noticesBeforeTheWindow)
        errorsBeforeTheWindow = []
        noticesBeforeTheWindow = []
        found.redraw = cache.absorb()
        let findings = cache.takeFindings()
        found.notices += findings.compactMap(\.notice)
        for finding in findings {
            switch finding.result {
            case .success(let colors):
                if edgeColors.take(colors.bottomEdge, ofImageAt: finding.path) { found.colorsChanged = true }
            case .failure(let failure):
                found.errors.append(
                    ImageDecodingCheck.error(decoding: finding.path, failure, in: configuration, file: file))
            }
        }
        errors += found.errors
        return found
    }

    /// Takes the images for `configuration`, about to be shown by `navigator`, as a reload
    /// starts, once the canvas has forgotten the images drawn so far when they `changed`: those
    /// in `decoded` (by path), decoded by someone else from the files as they are now, are
    /// adopted and their colours taken. The images are ranked again and, when they changed,
    /// what shows at once is decoded at once, as at launch; the rest follow in the background.
    func reload(
        _ configuration: Configuration, shownBy navigator: SwipeNavigator, changed: Bool,
        decoded: [String: DecodedImage]
    ) {
        cache.adopt(decoded)
        for (path, image) in decoded { edgeColors.take(image.colors.bottomEdge, ofImageAt: path) }
        rank(configuration, shownBy: navigator)
        guard changed else { return }
        let first = configuration.panelsOneSwipe(from: navigator.panelsShown)
        cache.decodeNow(configuration.imageFiles(of: first).map(\.file.path))
    }

    /// Decodes every image not decoded yet.
    func decodeEveryFile() { cache.checkEveryFile() }
}
