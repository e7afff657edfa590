import { Carousel } from "@mantine/carousel";
import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { IconPlayerPause, IconPlayerPlay } from "@tabler/icons-react";
import Autoplay from "embla-carousel-autoplay";
import { type FocusEvent, useEffect, useRef, useState } from "react";
import { whyChooseSlides, whyChooseTitle } from "@/content/landing";
import { prefersReducedMotion } from "@/lib/loading/motion";
import classes from "./landing-page.module.css";

/** The about carousel advances every 4 s (CONST-08). */
export const CAROUSEL_INTERVAL_MS = 4000;

/**
 * 'Why Choose This Course': 5 slides, previous/next and dot controls, wraps both ways, advances
 * every 4 s and pauses while the pointer is over any part of it (controls and dots included)
 * or while keyboard focus is inside (LAND-12..15). A button pauses it for good (WCAG 2.2.2);
 * with reduced motion it starts paused.
 */
export function WhyChooseCarousel() {
  // Playing in the first render, as in the prerendered HTML (another first render would not
  // hydrate); the effect below pauses it for reduced motion before the first slide changes.
  const [paused, setPaused] = useState(false);
  const autoplay = useRef(
    // A drag stops it (stopOnInteraction); the handlers below restart it once nothing holds it.
    Autoplay({ delay: CAROUSEL_INTERVAL_MS, stopOnFocusIn: false }),
  );
  // Why autoplay is held: the visitor's choice, the pointer over it, focus inside it.
  const hold = useRef({ paused, hovered: false, focused: false });

  const sync = () => {
    const { paused: off, hovered, focused } = hold.current;
    if (off || hovered || focused) autoplay.current.stop();
    else autoplay.current.play();
  };
  const setHold = (change: Partial<typeof hold.current>) => {
    hold.current = { ...hold.current, ...change };
    sync();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first render
  useEffect(() => {
    if (!prefersReducedMotion()) return;
    setPaused(true);
    setHold({ paused: true });
  }, []);

  const togglePaused = () => {
    const next = !hold.current.paused;
    setPaused(next);
    setHold({ paused: next });
  };

  return (
    <div>
      <Group justify="space-between" align="center" mb="sm">
        <Title order={3} id="why-choose-title">
          {whyChooseTitle}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={
            paused ? (
              <IconPlayerPlay size={16} aria-hidden />
            ) : (
              <IconPlayerPause size={16} aria-hidden />
            )
          }
          onClick={togglePaused}
        >
          {/* Both labels take the same cell, so that the button keeps its width when a visitor
              with reduced motion gets it paused after hydration (no layout shift). */}
          <span className={classes.toggleLabels}>
            <span className={paused ? undefined : classes.unshownLabel}>Play slideshow</span>
            <span className={paused ? classes.unshownLabel : undefined}>Pause slideshow</span>
          </span>
        </Button>
      </Group>
      <Carousel
        aria-labelledby="why-choose-title"
        classNames={{ indicator: classes.carouselIndicator, control: classes.carouselControl }}
        withIndicators
        controlSize={36}
        emblaOptions={{ loop: true }}
        plugins={[autoplay.current]}
        onMouseEnter={() => setHold({ hovered: true })}
        onMouseLeave={() => setHold({ hovered: false })}
        onFocus={() => setHold({ focused: true })}
        onBlur={(event: FocusEvent<HTMLDivElement>) => {
          const next = event.relatedTarget;
          if (!(next instanceof Node && event.currentTarget.contains(next))) {
            setHold({ focused: false });
          }
        }}
        getIndicatorProps={(index) => ({ "aria-label": `Go to slide ${index + 1}` })}
      >
        {whyChooseSlides.map((slide, index) => (
          <Carousel.Slide
            key={slide.title}
            aria-label={`${index + 1} of ${whyChooseSlides.length}`}
          >
            <Paper className={classes.carouselSlide} radius="md">
              <Title order={4} c="white">
                {slide.title}
              </Title>
              <Text c="white" size="lg" mt="sm" maw={640} mx="auto">
                {slide.text}
              </Text>
            </Paper>
          </Carousel.Slide>
        ))}
      </Carousel>
    </div>
  );
}
