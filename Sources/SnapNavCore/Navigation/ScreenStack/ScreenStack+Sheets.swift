/// Presented screens as partial sheets and overlays: each rests at one of its detents, a drag
/// moves it between them following the finger and past the lowest closes it, the dim under it
/// follows it, and a tap outside it closes it.
extension ScreenStack {
    /// The size `entry`'s panel is laid out at: its sheet's frame, else the window.
    func size(of entry: Entry) -> Size { entry.sheet?.frame(in: viewport).size ?? viewport }

    /// The offsets `entry` rests at, lowest sheet first (the first is where it opens); 0 for
    /// a screen that is not a sheet of several detents.
    func restingOffsets(of entry: Entry) -> [Double] {
        guard let sheet = entry.sheet, sheet.position == .bottom || sheet.position == .top else { return [0] }
        let heights = sheet.restingHeights(in: viewport.height)
        let tallest = heights.last ?? 0
        return heights.map { tallest - $0 }
    }

    /// Where a released drag of `entry` at `offset`, moving at `velocity`, sends it: the
    /// nearest detent to where it would coast, or gone when that is past half the lowest one.
    func restingTarget(of entry: Entry, from offset: Double, velocity: Double) -> Double {
        let rests = restingOffsets(of: entry)
        let length = length(of: entry)
        // Where the flick would carry it, as iOS projects a sheet's release.
        let projected = offset + velocity * 0.2
        let lowest = rests[0]
        if projected > lowest + (length - lowest) / 2 { return length }
        return rests.min { abs($0 - projected) < abs($1 - projected) } ?? 0
    }

    /// How strongly the sheet `entry` dims what is under it: its dim, in proportion to how far
    /// it has come up to its lowest detent.
    func dim(of entry: Entry, _ sheet: SheetPresentation) -> Color {
        let length = length(of: entry)
        let span = length - restingOffsets(of: entry)[0]
        guard span > 0 else { return sheet.dim }
        return sheet.dim.withOpacity(min(max((length - entry.offset) / span, 0), 1))
    }

    /// Closes the top screen when it is a sheet that closes on a tap outside it; a tap that
    /// reached no screen is outside the top one. Returns whether it closed.
    func tapOutsideSheet() -> Bool {
        guard let entry = entries.last(where: { !$0.isLeaving }), entry.sheet?.closeOnOutsideTap == true else {
            return false
        }
        return back()
    }
}
