/// Drawing links on a screen, as a design tool's prototype mode does: the screen's hotspots
/// show as outlined rectangles with handles; a drag on an empty area draws a new one and a chooser asks what
/// it does; a drag inside one moves it, a drag on a handle resizes it, Delete removes it. As in
/// Figma, a handle takes a press only on its drawn square, and a drag with Alt or Shift held
/// draws a new link even inside another one, such as a button on a card.
///
/// Everything is in the content's points (a tall screen's, wherever it is scrolled), and
/// frames snap to whole points and stay within the content. The editor only decides: each
/// finished change returns the panel's new list of hotspots, for the app to write.
package struct LinkEditor {
    /// One of the eight handles around the selected hotspot.
    package enum Handle: CaseIterable, Sendable {
        case topLeft, top, topRight, right, bottomRight, bottom, bottomLeft, left

        /// Which sides of the frame it moves: (left, top, right, bottom).
        var moves: (left: Bool, top: Bool, right: Bool, bottom: Bool) {
            switch self {
            case .topLeft: return (true, true, false, false)
            case .top: return (false, true, false, false)
            case .topRight: return (false, true, true, false)
            case .right: return (false, false, true, false)
            case .bottomRight: return (false, false, true, true)
            case .bottom: return (false, false, false, true)
            case .bottomLeft: return (true, false, false, true)
            case .left: return (true, false, false, false)
            }
        }

        /// Where it sits on `frame`.
        package func point(on frame: Rect) -> Point {
            let x = moves.left ? frame.minX : moves.right ? frame.maxX : frame.midX
            let y = moves.top ? frame.minY : moves.bottom ? frame.maxY : frame.midY
            return Point(x: x, y: y)
        }
    }

    private enum Drag {
        case drawing(from: Point)
        case moving(index: Int, from: Point, original: Rect)
        case resizing(index: Int, handle: Handle, original: Rect, from: Point)
    }

    /// The panel whose hotspots are edited.
    package let panelID: String
    /// Its content's size in points, which frames stay within.
    package let contentSize: Size
    /// The panel's hotspots, as last written or being dragged.
    package private(set) var hotspots: [Hotspot]
    /// The hotspot selected, which shows its handles and Delete removes.
    package private(set) var selection: Int?
    /// A new hotspot's frame while it is drawn, and while the chooser asks what it does.
    package private(set) var drawnFrame: Rect?
    /// The chooser open for the new hotspot, if any.
    package private(set) var chooser: LinkChooser?
    /// The targets each action may name, as the configuration allows: `go` the arms' panels,
    /// `push` and `present` the others.
    package let targets: [String: [String]]
    /// Whether `hotspots` hold a change the file could not take, kept to save once it can.
    package private(set) var isUnsaved = false
    /// What the last release has to say, such as why the link drawn was refused; nil when
    /// there is nothing to say.
    package private(set) var notice: String?
    private var drag: Drag?
    /// Whether the resize under way is held at `minimumSide` across.
    private var heldAtMinimum = false

    /// The side of the square drawn for a handle, in points: the selected hotspot's are larger.
    package static func handleSide(selected: Bool) -> Double { selected ? 8 : 6 }
    /// The smallest side a link may have, in points.
    package static let minimumSide = 8.0
    /// A drag shorter than this both ways is a click, in points, and draws nothing.
    static let clickSlop = 4.0

    /// Edits `hotspots` of `panelID`, whose content is `contentSize`, linking to `targets`.
    package init(panelID: String, hotspots: [Hotspot], contentSize: Size, targets: [String: [String]]) {
        self.panelID = panelID
        self.hotspots = hotspots
        self.contentSize = contentSize
        self.targets = targets
    }

    /// The targets each action may name in `configuration`, for a link on `panelID`: `go` the
    /// arms' panels, `push` and `present` the panels of neither arm. A link never names the
    /// screen it is on, and nothing opens the launch screen, which shows once as the prototype
    /// starts and moves on by its `after`.
    package static func targets(in configuration: Configuration, from panelID: String) -> [String: [String]] {
        let arms = configuration.armPanels
        let others = configuration.panels.map(\.id).filter {
            !arms.contains($0) && $0 != panelID && $0 != configuration.launch
        }
        return ["go": arms.filter { $0 != panelID }, "push": others, "present": others]
    }

    // MARK: Pointer

    /// A press at `point`: on a hotspot's handle (the selected one's first) selects and resizes
    /// it, inside a hotspot selects and moves it (the top one), anywhere else starts drawing a
    /// new one. With `drawingNew` (Alt or Shift held) it starts drawing wherever it is. Ignored
    /// while the chooser is open.
    package mutating func press(at point: Point, drawingNew: Bool = false) {
        guard chooser == nil else { return }
        notice = nil
        heldAtMinimum = false
        if drawingNew {
            selection = nil
            drag = .drawing(from: clamped(point))
            return
        }
        // The selected hotspot's handles first, then the others', the top one first.
        let order = (selection.map { [$0] } ?? []) + hotspots.indices.reversed().filter { $0 != selection }
        for index in order {
            guard let handle = handle(at: point, of: hotspots[index].frame, selected: index == selection) else {
                continue
            }
            selection = index
            drag = .resizing(index: index, handle: handle, original: hotspots[index].frame, from: point)
            return
        }
        if let index = hotspots.lastIndex(where: { $0.frame.contains(point) }) {
            selection = index
            drag = .moving(index: index, from: point, original: hotspots[index].frame)
            return
        }
        selection = nil
        drag = .drawing(from: clamped(point))
    }

    /// The pointer, held, is at `point`.
    package mutating func move(to point: Point) {
        switch drag {
        case .drawing(let start):
            let end = clamped(point)
            drawnFrame = snapped(
                Rect(
                    x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x),
                    height: abs(end.y - start.y)))
        case .moving(let index, let start, let original):
            var frame = original.offsetBy(Point(x: point.x - start.x, y: point.y - start.y))
            frame.origin.x = min(max(frame.minX, 0), contentSize.width - frame.width)
            frame.origin.y = min(max(frame.minY, 0), contentSize.height - frame.height)
            hotspots[index].frame = snapped(frame)
        case .resizing(let index, let handle, let original, let start):
            (hotspots[index].frame, heldAtMinimum) = resized(original, by: handle, delta: point - start)
        case nil:
            break
        }
    }

    /// The pointer lets go. A moved or resized hotspot returns the new list to write; a new
    /// one big enough opens the chooser (nothing is written until it is chosen). A new one
    /// narrower than `minimumSide` is refused, and a resize held at it is kept at it: either
    /// way `notice` says so, since a link that small is seldom meant.
    package mutating func release() -> [Hotspot]? {
        defer {
            drag = nil
            heldAtMinimum = false
        }
        switch drag {
        case .drawing:
            guard let frame = drawnFrame, frame.width >= Self.minimumSide, frame.height >= Self.minimumSide else {
                if let frame = drawnFrame, max(frame.width, frame.height) >= Self.clickSlop {
                    notice =
                        "no link drawn: \(JSONText.number(frame.width)) × \(JSONText.number(frame.height)) points "
                        + "is too small; a link is at least \(JSONText.number(Self.minimumSide)) points each way"
                }
                drawnFrame = nil
                return nil
            }
            chooser = LinkChooser(targets: targets)
            return nil
        case .moving(let index, _, let original), .resizing(let index, _, let original, _):
            guard hotspots[index].frame != original else { return nil }
            if heldAtMinimum {
                let frame = hotspots[index].frame
                notice =
                    "kept at \(JSONText.number(frame.width)) × \(JSONText.number(frame.height)) points: "
                    + "a link is at least \(JSONText.number(Self.minimumSide)) points each way"
            }
            return hotspots
        case nil:
            return nil
        }
    }

    // MARK: Keys

    /// Removes the selected hotspot; returns the new list to write, or nil with none selected.
    package mutating func deleteSelection() -> [Hotspot]? {
        guard chooser == nil, drag == nil, let index = selection else { return nil }
        hotspots.remove(at: index)
        selection = nil
        return hotspots
    }

    /// A key for the chooser. Returns the new list once the chooser is confirmed with a
    /// complete link; Escape closes it and forgets the new hotspot.
    package mutating func chooserKey(_ key: LinkChooser.Key) -> [Hotspot]? {
        guard var open = chooser, let frame = drawnFrame else { return nil }
        if key == .cancel {
            chooser = nil
            drawnFrame = nil
            return nil
        }
        guard let action = open.handle(key) else {
            chooser = open
            return nil
        }
        chooser = nil
        drawnFrame = nil
        hotspots.append(Hotspot(frame: frame, action: action))
        selection = hotspots.count - 1
        return hotspots
    }

    /// Keeps `hotspots` as they are after the file refused them, so the change is not lost and
    /// can be saved once the file is fixed.
    package mutating func keepUnsaved() {
        isUnsaved = true
        drag = nil
    }

    /// Takes the hotspots as the file now has them (after a write, an undo or a reload),
    /// keeping the selection where it still points at one.
    package mutating func reset(to hotspots: [Hotspot]) {
        self.hotspots = hotspots
        isUnsaved = false
        if let selection, selection >= hotspots.count { self.selection = nil }
        drag = nil
    }

    // MARK: Geometry

    /// The handle of `frame` whose drawn square `point` is on, if any; `selected` tells which
    /// size it is drawn at.
    package func handle(at point: Point, of frame: Rect, selected: Bool) -> Handle? {
        let half = Self.handleSide(selected: selected) / 2
        return Handle.allCases.first { handle in
            let at = handle.point(on: frame)
            return abs(at.x - point.x) < half && abs(at.y - point.y) < half
        }
    }

    private func clamped(_ point: Point) -> Point {
        Point(x: min(max(point.x, 0), contentSize.width), y: min(max(point.y, 0), contentSize.height))
    }

    /// `frame` with its edges on whole points.
    private func snapped(_ frame: Rect) -> Rect {
        let left = frame.minX.rounded()
        let top = frame.minY.rounded()
        return Rect(x: left, y: top, width: frame.maxX.rounded() - left, height: frame.maxY.rounded() - top)
    }

    /// `original` with the sides `handle` moves moved by `delta`, kept within the content and
    /// at least `minimumSide` across, and whether that minimum held it.
    private func resized(_ original: Rect, by handle: Handle, delta: Point) -> (Rect, heldAtMinimum: Bool) {
        var (left, top, right, bottom) = (original.minX, original.minY, original.maxX, original.maxY)
        let side = Self.minimumSide
        var held = false
        if handle.moves.left {
            held = held || left + delta.x > right - side
            left = min(max(left + delta.x, 0), right - side)
        }
        if handle.moves.right {
            held = held || right + delta.x < left + side
            right = max(min(right + delta.x, contentSize.width), left + side)
        }
        if handle.moves.top {
            held = held || top + delta.y > bottom - side
            top = min(max(top + delta.y, 0), bottom - side)
        }
        if handle.moves.bottom {
            held = held || bottom + delta.y < top + side
            bottom = max(min(bottom + delta.y, contentSize.height), top + side)
        }
        return (snapped(Rect(x: left, y: top, width: right - left, height: bottom - top)), held)
    }
}
