/// One screen opened over the cross, where this frame draws it, and how dark the screen above
/// it leaves it.
public struct StackedScreen {
    /// Where the screen is drawn.
    public let placement: PanelPlacement
    /// The opacity of black laid over it (and everything under it) before the screen above.
    public let dimming: Double
    /// How opaque the screen is drawn: below 1 while it dissolves in or out.
    public var opacity = 1.0
    /// What is laid over it (and everything under it) before the screen above: black at
    /// `dimming`, or the dim of a sheet above.
    public var dim = Color.black.withOpacity(0)
}

/// Where the screens go: each at its offset, the one under a pushed screen moved part of the way
/// left and darkened as it is covered; a screen a link's transition brings moves, fades and
/// moves the one under it as the transition says; a sheet slides from its edge, and an overlay
/// (in the middle or at a frame) fades in where it rests, unless its link's transition says
/// otherwise.
extension ScreenStack {
    /// How far the screen at `index` (−1 for the cross) moves under the screen above it: part
    /// of the way left under a pushed one, as the transition says under one a transition brings.
    func shift(under index: Int) -> Point {
        guard index + 1 < entries.count else { return .zero }
        let above = entries[index + 1]
        // The screen under a sheet or an overlay stays where it is, showing through around it.
        if let transition = above.transition, above.sheet == nil {
            let unit = transition.direction.unit
            let distance = transition.travel.under * length(of: above) * progress(of: above)
            return Point(x: unit.x * distance, y: unit.y * distance)
        }
        guard above.style == .push else { return .zero }
        return Point(x: -Self.underlyingShift * viewport.width * coverage(above: index), y: 0)
    }

    /// How far `entry` has come in, 0 gone to 1 in place, beyond either while its easing
    /// overshoots.
    func progress(of entry: Entry) -> Double {
        let length = length(of: entry)
        guard length > 0 else { return entry.isLeaving ? 0 : 1 }
        return 1 - entry.offset / length
    }

    /// How far left the cross is moved under the screens opened over it.
    public var crossShift: Double { shift(under: -1).x }
    /// How far the cross is moved under the screens opened over it.
    public var crossOffset: Point { shift(under: -1) }
    /// How dark the cross (bars included) is under the screens opened over it.
    public var crossDimming: Double { dimming(under: -1) }
    /// What is laid over the cross (bars included) under the screens opened over it.
    public var crossDim: Color { dim(under: -1) }

    /// What is laid over the screen at `index` (−1: the cross) under the one above: a sheet's
    /// dim, else black at `dimming(under:)`.
    func dim(under index: Int) -> Color {
        guard index + 1 < entries.count, let sheet = entries[index + 1].sheet else {
            return Color.black.withOpacity(dimming(under: index))
        }
        return dim(of: entries[index + 1], sheet)
    }

    /// How dark the screen at `index` (−1: the cross) is under the one above: a transition
    /// darkens nothing.
    func dimming(under index: Int) -> Double {
        guard index + 1 < entries.count, entries[index + 1].transition == nil else { return 0 }
        return Self.dimming * coverage(above: index)
    }

    /// How much smaller a screen that shrinks as it is dragged down is, at the bottom of the
    /// window, than in place: it shrinks in proportion as it goes, to 0.9 half way down.
    public static let dismissalShrink = 0.2

    /// `frame` (a presented screen `entry.offset` points down) shrunk in proportion to how far
    /// down it is, toward the point the finger took it at, so that point stays under the finger.
    func shrunk(_ frame: Rect, of entry: Entry) -> Rect {
        let length = length(of: entry.style)
        guard length > 0 else { return frame }
        let scale = 1 - Self.dismissalShrink * min(max(entry.offset / length, 0), 1)
        let anchor = grabPoint ?? Point(x: viewport.width / 2, y: 0)
        return Rect(
            x: frame.minX + anchor.x * (1 - scale), y: frame.minY + anchor.y * (1 - scale),
            width: frame.width * scale, height: frame.height * scale)
    }

    /// The screens, bottom first, where this frame draws them.
    public func placements() -> [StackedScreen] {
        let screen = Rect(origin: .zero, size: viewport)
        return entries.indices.map { index in
            let entry = entries[index]
            let under = shift(under: index)
            if let sheet = entry.sheet {
                let rest = sheet.frame(in: viewport).offsetBy(under)
                var frame = rest.offsetBy(Point(x: 0, y: sheet.position == .top ? -entry.offset : entry.offset))
                var opacity = 1.0
                if let transition = entry.transition, sheet.isOverlay {
                    let away = -transition.travel.screen * length(of: entry) * (1 - progress(of: entry))
                    let unit = transition.direction.unit
                    frame = rest.offsetBy(Point(x: unit.x * away, y: unit.y * away))
                    if transition.kind == .dissolve { opacity = min(max(progress(of: entry), 0), 1) }
                } else if entry.fadesInPlace {
                    frame = rest
                    opacity = shownFraction(of: entry)
                }
                var placed = StackedScreen(
                    placement: PanelPlacement(panel: entry.panel, frame: frame, clip: frame.intersection(screen)),
                    dimming: dimming(under: index), opacity: opacity)
                placed.dim = dim(under: index)
                return placed
            }
            if let transition = entry.transition {
                return placement(of: entry, by: transition, over: shift(under: index - 1), shifting: under)
            }
            let x = (entry.style == .push ? entry.offset : 0) + under.x
            let y = (entry.style == .present ? entry.offset : 0) + under.y
            var frame = Rect(x: x, y: y, width: viewport.width, height: viewport.height)
            if entry.style == .present, entry.panel.shrinksWhileDismissed { frame = shrunk(frame, of: entry) }
            var placed = StackedScreen(
                placement: PanelPlacement(panel: entry.panel, frame: frame, clip: frame.intersection(screen)),
                dimming: dimming(under: index))
            placed.dim = dim(under: index)
            return placed
        }
    }

    /// Where `entry`, brought by `transition`, is drawn, moved by `under` itself (by a screen
    /// above it): coming from the far side of its direction, and, where the screen under it
    /// moves out over it, only in the part that screen has uncovered. `below` is how far the
    /// screen under it has moved.
    private func placement(of entry: Entry, by transition: LinkTransition, over below: Point, shifting under: Point)
        -> StackedScreen
    {
        let screen = Rect(origin: .zero, size: viewport)
        let unit = transition.direction.unit
        let length = length(of: entry)
        let progress = progress(of: entry)
        let away = -transition.travel.screen * length * (1 - progress)
        let frame = Rect(
            x: unit.x * away + under.x, y: unit.y * away + under.y, width: viewport.width, height: viewport.height)
        var clip = frame.intersection(screen)
        if transition.travel.underOnTop {
            // The screen under covers all but the strip it has moved off.
            let uncovered = Rect(
                x: below.x - unit.x * viewport.width, y: below.y - unit.y * viewport.height,
                width: viewport.width, height: viewport.height)
            clip = clip.intersection(uncovered)
        }
        var placed = StackedScreen(
            placement: PanelPlacement(panel: entry.panel, frame: frame, clip: clip), dimming: 0,
            opacity: transition.kind == .dissolve ? min(max(progress, 0), 1) : 1)
        placed.dim = dim(under: entries.firstIndex { $0 === entry } ?? 0)
        return placed
    }
}
