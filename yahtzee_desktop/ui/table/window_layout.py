"""The main window's layout and geometry: where the dice, the sheets, the players and the
feature panels go, and how big each is, so the whole sheet shows on a 1366x768 laptop
(issue 13) and nothing jumps when a panel or the roll-off banner appears.

A mixin of `MainWindow`, kept apart from the game-level flow the window owns: it places
and sizes the window's own views and answers the resize events of the window and of the
dice row. `MainWindow` makes the views, then calls `_build_layout`; `_fit_window` once its
menus exist, `_on_first_show` when shown, `_remember_geometry` when closed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.ui.common.screen import fit_to_screen, frame_size, on_wayland, place_inside
from yahtzee_desktop.ui.table.turn_summary import TurnSummary

if TYPE_CHECKING:
    from yahtzee_desktop.ui.common.settings import Settings
    from yahtzee_desktop.ui.real_dice.controller import PhysicalDice
    from yahtzee_desktop.ui.table.dice import DiceWidget
    from yahtzee_desktop.ui.table.outcome import RollOffWidget
    from yahtzee_desktop.ui.table.players import PlayersPanel
    from yahtzee_desktop.ui.table.score_sheet import ScoreSheetView
    from yahtzee_desktop.ui.table.session import GameSession

    _Window = QMainWindow
else:
    _Window = object  # a mixin at run time: `MainWindow` brings the QMainWindow

__all__ = ["BOARD_SCALES", "WindowLayout"]

BOARD_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
"""The sizes of the board Preferences offers (and those tried when the window is short)."""


class WindowLayout(_Window):
    """Layout and geometry of the main window (mixed into `MainWindow`)."""

    # The window's views, made by `MainWindow` before `_build_layout` runs.
    session: GameSession
    settings: Settings | None
    dice: DiceWidget
    roll_off: RollOffWidget
    tabs: QTabWidget
    score_sheet: ScoreSheetView
    players: PlayersPanel
    physical: PhysicalDice

    board_scale: float = 1.0
    """The size the board is shown at: the one chosen, or the largest the window fits."""

    PREFERRED_SIZE = QSize(1100, 820)
    """What the window asks for on a large screen; a smaller one gets what fits."""

    FRAME_WAIT_MS = 50
    FRAME_WAIT_TRIES = 40
    """How often and how long (2 s) the first window looks for the frame the window
    manager put around it, to give it the room a guessed frame left unused."""

    def _build_layout(self) -> None:
        """Dice and sheets on the left; on the right, the players and the feature panels
        (coach, "Robo is playing"), where the list leaves room: the height goes to the sheet.

        The roll-off banner lies over the dice row (blank until the first roll) instead of
        pushing the sheet down; the panels share one slot sized for the tallest, so
        "Robo is playing" or the coach's progress bar moves nothing."""
        left = QWidget(self)
        left.setObjectName("table_pane")
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 6, 4, 4)
        left_layout.setSpacing(4)
        left_layout.addWidget(self.dice)
        self._left_layout = left_layout
        left_layout.addWidget(self.tabs, 1)
        self.roll_off.setParent(left)
        self.roll_off.setAutoFillBackground(True)
        self.roll_off.raise_()
        self.dice.installEventFilter(self)
        self._left = left
        right = QWidget(self)
        right.setObjectName("players_pane")
        right_layout = QHBoxLayout(right)
        right_layout.setContentsMargins(4, 6, 8, 4)
        right_layout.addWidget(self.players)
        self._panels = QWidget(right)
        self._panels.setObjectName("feature_panels")
        self._panels_grid = QGridLayout(self._panels)
        self._panels_grid.setContentsMargins(0, 0, 0, 0)
        self._panels.hide()
        self.players.add_slot(self._panels)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setObjectName("main_splitter")
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        self.setCentralWidget(splitter)

    def _place_pad(self, pad: QWidget) -> None:
        """The real-dice pad, made on first use, goes between the dice and the sheet."""
        self._left_layout.insertWidget(self._left_layout.indexOf(self.dice) + 1, pad)

    def _stack_panel(self, widget: QWidget) -> None:
        """A feature's panel joins the shared slot beside the sheet, over those before it.

        Each keeps its place when hidden (and so do its progress bars), so the slot is as
        tall as the tallest panel from the start and nothing jumps; labels wrap to the
        side pane's width."""
        for label in widget.findChildren(QLabel):
            label.setWordWrap(True)
        policy = widget.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        # Its height follows its width (wrapped labels): a fixed height cut the end off.
        policy.setVerticalPolicy(QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        widget.setSizePolicy(policy)
        widget.setAutoFillBackground(True)
        for child in widget.findChildren(QWidget):
            if child.inherits("QProgressBar"):
                child_policy = child.sizePolicy()
                child_policy.setRetainSizeWhenHidden(True)
                child.setSizePolicy(child_policy)
        widget.setParent(self._panels)
        self._panels_grid.addWidget(widget, 0, 0)
        widget.raise_()
        self._panels.show()

    def _place_roll_off(self) -> None:
        """The banner covers the row of dice, no more: taller, it hid the sheet's tabs at
        125 % (it fits its lines to the row instead)."""
        if self.roll_off.isHidden() or self.dice.isHidden():
            return
        top_left = self.dice.mapTo(self._left, self.dice.rect().topLeft())
        width = self.dice.dice_area_width()
        self.roll_off.setGeometry(top_left.x(), top_left.y(), width, self.dice.height())
        self.roll_off.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dice and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self._place_roll_off()
        return super().eventFilter(watched, event)

    def _sheet_room(self) -> int:
        """Height the left pane needs besides the dice: the whole sheet, Aces to Total,
        and what sits between."""
        view = self.score_sheet
        tab_bar = self.tabs.tabBar().sizeHint().height()
        need = view.full_height() + tab_bar + 4
        spacing = self._left_layout.spacing()
        margins = self._left_layout.contentsMargins()
        need += margins.top() + margins.bottom() + spacing
        if self.physical.pad_shown():
            need += self.physical.pad.sizeHint().height() + spacing
        return need

    def _fit_dice(self) -> None:
        """Dice as large as the room the sheet leaves (a compact row on a short screen);
        the real-dice pad goes compact when in full it would push the sheet to scroll."""
        if self.physical.pad_shown():
            pad = self.physical.pad
            room = self._left.height() - self._sheet_room() + pad.sizeHint().height()
            pad.set_compact(room < pad.full_height())
        self._fit_rows()
        free = self._left.height() - self._sheet_room()
        self.dice.set_height_limit(free)

    def _fit_rows(self) -> None:
        """The sheet's rows as roomy as the window allows: where the whole sheet and the
        dice at their least would not fit (six dice and 20 boxes, a short screen), the rows
        give up some padding first; the sheet scrolls only past that."""
        view = self.score_sheet
        model = view.model()
        rows = model.rowCount() if model is not None else 0
        roomy = self._sheet_room() + rows * (view.ROW_PADDING - view.row_padding)
        tray = 0 if self.dice.isHidden() else self.dice.least_height()  # real dice: the pad's
        short = roomy + tray - self._left.height()
        cut = -(-short // rows) if rows and short > 0 else 0
        view.set_row_padding(view.ROW_PADDING - cut)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_dice()
        self._place_roll_off()
        if getattr(self, "_shown_once", False) and self._scale_wanted() != 1.0:
            self._scale_timer().start()  # the size of the board that fits, once settled

    # --- the size of the board (Preferences) ------------------------------------------

    def _scale_wanted(self) -> float:
        return self.settings.ui_scale if self.settings is not None else 1.0

    def _scale_timer(self) -> QTimer:
        timer: QTimer | None = getattr(self, "_scale_timer_", None)
        if timer is None:
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.setInterval(150)
            timer.timeout.connect(lambda: self._fit_scale())
            self._scale_timer_ = timer
        return timer

    def _set_board_scale(self, scale: float) -> None:
        """Text, sheet and dice at `scale` times their size."""
        central = self.centralWidget()
        assert central is not None
        font = central.font()
        base = getattr(self, "_base_point_size", 0.0) or 10.0
        font.setPointSizeF(base * scale)
        central.setFont(font)
        self.dice.set_scale(scale)
        self._left_layout.activate()
        self._fit_dice()
        self.board_scale = scale

    def _fit_scale(self, announce: bool = False) -> None:
        """The board at the size chosen in Preferences if the window has room for it: the
        whole sheet, and dice no smaller than at 100 % (150 % made them 100 → 65 px and
        cut the row names); else at the largest size that has, saying so."""
        wanted = self._scale_wanted()
        if not getattr(self, "_shown_once", False) or wanted <= 1.0:
            if getattr(self, "board_scale", 1.0) != wanted:
                self._set_board_scale(wanted)
            return
        self._set_board_scale(1.0)
        dice_at_100 = self.dice.dice[0].height()
        fitted = 1.0
        for scale in sorted({s for s in BOARD_SCALES if 1.0 < s < wanted} | {wanted}, reverse=True):
            self._set_board_scale(scale)
            # The dice as laid out at this size (the room the sheet leaves, less the roll
            # row's larger text), not that room alone: at 125 % in French the room was
            # enough and the dice came out 130 px against 140 at 100 %.
            if self.dice.dice[0].height() >= dice_at_100 - 1:
                fitted = scale
                break
        if fitted != self.board_scale:
            self._set_board_scale(fitted)
        self._split_sizes()
        said = (wanted, fitted)
        if fitted < wanted and (announce or said != getattr(self, "_scale_said", None)):
            self.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow",
                    "The window is too small for the board at {wanted} %: shown at {shown} %. "
                    "A larger window shows it bigger.",
                ).format(wanted=round(wanted * 100), shown=round(fitted * 100)),
                10000,
            )
        self._scale_said = said

    def _players_width(self) -> int:
        return self.players.sizeHint().width() + 12

    def _fit_window(self) -> None:
        """Open within the screen: the remembered geometry if any (brought back inside a
        screen that may have shrunk), else the preferred size or what fits.

        What fits is the whole screen, not the usual 92 %: on a laptop at 125 % every
        pixel of height the whole sheet leaves goes to the dice (they were ~55 px)."""
        self._fitted_size: QSize | None = fit_to_screen(self, self.PREFERRED_SIZE, share=1.0)
        settings = self.settings
        restored = False
        if settings is not None and settings.window_geometry:
            restored = self.restoreGeometry(settings.window_geometry)
            if settings.window_state:
                self.restoreState(settings.window_state)
        if restored:
            self._fitted_size = None  # the family's own size: kept as it is
            if not (self.isMaximized() or self.isFullScreen()):
                place_inside(self)
        self._split_sizes()

    def _split_sizes(self) -> None:
        total = self.splitter.width() if self.splitter.isVisible() else self.width()
        players = min(self._players_width(), total // 3)
        self.splitter.setSizes([total - players, players])

    def _on_first_show(self) -> None:
        if getattr(self, "_shown_once", False):
            return
        self._shown_once = True
        if not (self.isMaximized() or self.isFullScreen()):
            place_inside(self)
        self._split_sizes()
        self._fit_dice()
        if self._scale_wanted() != 1.0:
            QTimer.singleShot(0, lambda: self._fit_scale())
        if getattr(self, "_fitted_size", None) is not None:
            self._frame_tries = self.FRAME_WAIT_TRIES
            QTimer.singleShot(self.FRAME_WAIT_MS, self._fill_once_framed)

    def setVisible(self, visible: bool) -> None:
        """On Wayland Qt knows the title bar it draws once the window is shown, before the
        compositor has placed it: the window takes its size then. Later it would grow down
        from where it was placed, past the screen's bottom (weston places a window anywhere
        its first size fits; issue 32)."""
        super().setVisible(visible)
        if visible and on_wayland():
            self._fill_once_framed()

    def _fill_once_framed(self) -> None:
        """Sized before it was mapped, the window allowed a guessed frame (40 px of title
        bar): openbox's is 20 at 125 %, and the window stopped 20 px short of the screen's
        bottom. Once the frame is known, the window takes what it leaves (not if the user
        resized it meanwhile, nor maximised; on Wayland, only before it is placed)."""
        fitted = self._fitted_size
        if fitted is None or not self.isVisible() or self.isMaximized() or self.isFullScreen():
            return
        handle = self.windowHandle()
        placed = on_wayland() and handle is not None and handle.isExposed()
        if self.size() != fitted or placed:
            self._fitted_size = None
            return
        if frame_size(self) is None:
            self._frame_tries -= 1
            if self._frame_tries > 0:
                QTimer.singleShot(self.FRAME_WAIT_MS, self._fill_once_framed)
            return
        self._fitted_size = None
        fit_to_screen(self, self.PREFERRED_SIZE, share=1.0)

    def _remember_geometry(self) -> None:
        if self.settings is None:
            return
        self.settings.window_geometry = bytes(self.saveGeometry().data())
        self.settings.window_state = bytes(self.saveState().data())

    def _place_turn_summary(self) -> None:
        """The line saying what was just scored and whose turn it is, in the tab row."""
        self.turn_summary = TurnSummary(self.session, self.tabs)
        self.tabs.setCornerWidget(self.turn_summary, Qt.Corner.TopRightCorner)
