/**
 * The main-thread tasks over 50 ms a page runs (PerformanceObserver 'longtask'), for the browser
 * benches: watched from the page's first script, taken (and forgotten) between the steps timed.
 */
import type { Page } from '@playwright/test';

/** One long task: when it began (the page's performance.now()) and how long it ran, in ms. */
export interface LongTask {
  start: number;
  duration: number;
}

/** Starts keeping every long task in each document the page loads from now on. */
export async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const tasks: LongTask[] = [];
    (window as unknown as { longTasks: LongTask[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The long tasks seen since the last call (and forgets them). */
export function takeLongTaskEntries(page: Page): Promise<LongTask[]> {
  return page.evaluate(() => {
    const tasks = (window as unknown as { longTasks: LongTask[] }).longTasks;
    return tasks.splice(0, tasks.length);
  });
}

/** The durations of the long tasks seen since the last call (and forgets them). */
export async function takeLongTasks(page: Page): Promise<number[]> {
  return (await takeLongTaskEntries(page)).map((task) => task.duration);
}

/** The longest task, and how many went over 200 ms (the staff app's goal). */
export function summary(tasks: number[]) {
  return { longest: Math.max(0, ...tasks), over200: tasks.filter((t) => t > 200).length };
}
