import CSDL2
import Foundation
import SnapNavCore

/// The images of a prototype's screens: those on screen and one swipe away decoded before the
/// window opens, the rest in the background, nearest first, ranked again whenever the screens
/// shown change.
extension SnapNavApp {
    /// A cache of decoded images; in the background, it wakes the frame loop with an event of
    /// its own each time a file is done.
    static func makeImageCache(inBackground: Bool) -> ImageCache {
        guard inBackground else { return ImageCache() }
        let wake = SDL_RegisterEvents(1)
        return ImageCache {
            // Nothing reads the event: it only ends the loop's wait, and the frame takes the image in.
            var event = SDL_Event()
            event.type = wake
            SDL_PushEvent(&event)
        }
    }

    /// Every image file of `configuration`, nearest to the panels `shown` first, with the bytes
    /// its decoded pixels take.
    static func imageRanking(_ configuration: Configuration, from shown: [String]) -> [(path: String, bytes: Int)] {
        configuration.imageFiles(of: configuration.panelsByReach(from: shown)).map {
            ($0.file.path, $0.file.width * $0.file.height * 4)
        }
    }

    /// Decodes the images of the panels `shown` and of those one swipe away, taking their colours
    /// into `configuration`. Throws for one that cannot be decoded; returns the errors for any
    /// other file found broken meanwhile, and the notices of those decoded, to show once the
    /// window is open.
    static func decodeImagesShownFirst(
        of configuration: inout Configuration, from shown: [String], in images: ImageCache, file: String
    ) throws -> (errors: [ConfigurationError], notices: [String]) {
        let first = configuration.imageFiles(of: configuration.panelsOneSwipe(from: shown)).map(\.file.path)
        images.decodeNow(first)
        var later: [ConfigurationError] = []
        var notices: [String] = []
        for finding in images.takeFindings() {
            if let notice = finding.notice { notices.append(Self.imageNotice(notice, of: finding.path)) }
            switch finding.result {
            case .success(let colors):
                configuration.takeColors(colors, of: finding.path)
            case .failure(let failure):
                let error = ImageDecodingCheck.error(decoding: finding.path, failure, in: configuration, file: file)
                guard !first.contains(finding.path) else { throw error }
                later.append(error)
            }
        }
        return (later, notices)
    }

    /// What a designer is told of the image at `path` when `notice` is to be said of it.
    static func imageNotice(_ notice: String, of path: String) -> String {
        "\(path): \(notice)"
    }

    /// Says `notice` of an image on standard error and across the bottom of the window: not an
    /// error, since the image shows, but nothing a designer should find out by eye.
    func report(imageNotice notice: String) {
        FileHandle.standardError.write(Data("snapnav: \(notice)\n".utf8))
        toast(notice, seconds: 6)
    }

    /// Ranks the images for `configuration` from what `navigator` shows, as a new navigation
    /// starts.
    func rankImages(of configuration: Configuration, shownBy navigator: SwipeNavigator) {
        canvas.images.schedule(Self.imageRanking(configuration, from: Self.panelsShown(by: navigator)))
        imagesRankedFor = Self.whatShows(in: navigator)
    }

    /// The panel `navigator`'s cross heads for and the screen on top, by identity: what the
    /// images were last ranked from.
    static func whatShows(in navigator: SwipeNavigator) -> (panel: ObjectIdentifier?, top: ObjectIdentifier?) {
        (ObjectIdentifier(navigator.currentPanel), navigator.screens.top.map(ObjectIdentifier.init))
    }

    /// The panels on screen now, or about to be: the one the cross rests on or settles toward,
    /// then the screens open over it.
    var panelsShown: [String] { Self.panelsShown(by: navigator) }

    /// The panels `navigator` shows, as `panelsShown` says.
    static func panelsShown(by navigator: SwipeNavigator) -> [String] {
        [navigator.currentPanel.identifier] + navigator.screens.screens.map(\.panel.identifier)
    }

    /// Ranks the images again, nearest to what is shown first, when the cross heads for
    /// another panel or the screen on top changed: as a swipe is released, not only at rest,
    /// since a designer flicking through screens never lets the app rest. Checking costs two
    /// comparisons a frame, and nothing for a prototype without images.
    func rankImagesIfShownChanged() {
        guard canvas.images.hasScheduledFiles else { return }
        let shows = Self.whatShows(in: navigator)
        guard shows.panel != imagesRankedFor.panel || shows.top != imagesRankedFor.top else { return }
        rankImages(of: configuration, shownBy: navigator)
    }

    /// Takes in what the background decoded: an image drawn as a placeholder meanwhile is
    /// drawn again, its colours go to the panels and bars that take them, and a file that
    /// cannot be decoded is named in the banner.
    func absorbDecodedImages() {
        if !imageErrorsBeforeTheWindow.isEmpty || !imageNoticesBeforeTheWindow.isEmpty {
            for notice in imageNoticesBeforeTheWindow { report(imageNotice: notice) }
            for error in imageErrorsBeforeTheWindow { report(imageError: error) }
            imageErrorsBeforeTheWindow = []
            imageNoticesBeforeTheWindow = []
        }
        if canvas.images.absorb() {
            needsDisplay = true
            neighboursPrepared = false
        }
        // Called on every frame, and findings are rare: the configuration is copied only for them.
        let findings = canvas.images.takeFindings()
        guard !findings.isEmpty else { return }
        var updated = configuration
        var colorsChanged = false
        for finding in findings {
            if let notice = finding.notice { report(imageNotice: Self.imageNotice(notice, of: finding.path)) }
            switch finding.result {
            case .success(let colors):
                if updated.takeColors(colors, of: finding.path) { colorsChanged = true }
            case .failure(let failure):
                report(
                    imageError: ImageDecodingCheck.error(
                        decoding: finding.path, failure, in: configuration, file: configurationFile))
            }
        }
        if colorsChanged { takeImageColors(of: updated) }
    }

    /// Decodes every image not decoded yet, and throws the first error among those found
    /// broken since the window opened: a headless run's last word, so that it exits with an
    /// error for any broken image, as a designer's script expects.
    public func checkEveryImage() throws {
        canvas.images.checkEveryFile()
        absorbDecodedImages()
        if let first = imageErrors.first { throw first }
    }

    /// Shows `error` in the banner (and on standard error) and keeps it in `imageErrors`.
    func report(imageError error: ConfigurationError) {
        imageErrors.append(error)
        // A folder's image is named by its file, as at launch.
        show(error: "\(tools.source?.explaining(error) ?? error)")
    }

    /// Makes `updated`, whose image panels have new edge colours, the configuration, giving
    /// each image panel without a background of its own the colour, and the bars theirs,
    /// without rebuilding the panels: what they show, and where, stays as it is.
    private func takeImageColors(of updated: Configuration) {
        for panel in updated.panels where !panel.backgroundGiven {
            guard let color = panel.sampledEdgeColor, case .image = panel.kind,
                let controller = navigator.panel(withID: panel.id) as? ColorPanelController,
                controller.background != color
            else { continue }
            controller.background = color
        }
        configuration = updated
        if chrome != nil { chrome = Self.makeChrome(configuration: updated, navigator: navigator) }
        needsDisplay = true
    }
}
